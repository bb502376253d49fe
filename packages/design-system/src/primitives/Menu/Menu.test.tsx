// What stories cannot do: resize the window mid-test and switch the reduced-motion setting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme/themes.css';
import { Menu } from './Menu';

// The motion tokens (durations, easings) are theme variables.
document.documentElement.classList.add(lightTheme);

const items = [
  { href: '#products', label: 'Products' },
  { href: '#contact', label: 'Contact' },
];

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(async () => {
  await emulateReducedMotion('no-preference');
  await page.viewport(1024, 720);
});

describe('Menu', () => {
  it('closes when the window grows past its breakpoint, where the trigger is hidden', async () => {
    await page.viewport(375, 740);
    const onOpenChange = vi.fn();
    const screen = await render(<Menu items={items} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await expect.element(screen.getByRole('dialog', { name: 'Site menu' })).toBeVisible();

    await page.viewport(1280, 800);
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.poll(() => document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('stays open on resize when hideFrom is false', async () => {
    await page.viewport(375, 740);
    const screen = await render(<Menu items={items} hideFrom={false} defaultOpen />);
    await expect.element(screen.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    await page.viewport(1280, 800);
    // The trigger stays shown (hidden from assistive technology only while the menu is open).
    await expect.element(document.querySelector<HTMLElement>('button[aria-label="Open menu"]')!).toBeVisible();
    await expect.element(screen.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  });

  it('slides the panel in, except under reduced motion', async () => {
    await page.viewport(375, 740);
    const first = await render(<Menu items={items} defaultOpen />);
    const panel = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
    await expect.element(first.getByRole('dialog')).toBeVisible();
    expect(getComputedStyle(panel()).animationName).not.toBe('none');
    await first.unmount();

    await emulateReducedMotion('reduce');
    const second = await render(<Menu items={items} defaultOpen />);
    await expect.element(second.getByRole('dialog')).toBeVisible();
    expect(getComputedStyle(panel()).animationName).toBe('none');
    expect(getComputedStyle(document.querySelector('[data-menu-backdrop]')!).animationName).toBe('none');
  });
});
