import { expect } from 'storybook/test';

/** Checks that `element` is read as a progress bar at `value` on a 0 to 100 scale. */
export async function expectProgressValue(element: HTMLElement, value: number): Promise<void> {
  await expect(element).toHaveAttribute('aria-valuenow', String(value));
  await expect(element).toHaveAttribute('aria-valuemin', '0');
  await expect(element).toHaveAttribute('aria-valuemax', '100');
}
