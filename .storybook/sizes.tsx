import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import { Inline, type InlineProps } from '../packages/design-system/src/layout';

/** The `size` scale Avatar and Icon share, smallest first. */
export const sizes = ['sm', 'md', 'lg', 'xl'] as const;
type Size = (typeof sizes)[number];

/** A story `render`: the component at every size in a bottom-aligned row, each with its size as test id. */
export function renderSizes<Args extends object>(
  Component: ComponentType<Args & { size: Size; 'data-testid': string }>,
  gap: InlineProps['gap'],
) {
  return (args: Args) => (
    <Inline gap={gap} align="end">
      {sizes.map((size) => (
        <Component key={size} {...args} size={size} data-testid={size} />
      ))}
    </Inline>
  );
}

/**
 * Checks that the element of each size (found by its test id, the size's name) is a square of
 * `pixels[size]`; returns the elements, smallest first.
 */
export async function expectSquareSizes(
  canvas: { getByTestId: (id: string) => HTMLElement },
  pixels: Record<Size, number>,
): Promise<HTMLElement[]> {
  const elements = sizes.map((size) => canvas.getByTestId(size));
  for (const [index, size] of sizes.entries()) {
    const box = elements[index]!.getBoundingClientRect();
    await expect(box.width).toBe(pixels[size]);
    await expect(box.height).toBe(pixels[size]);
  }
  return elements;
}
