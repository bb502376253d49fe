// What stories cannot do: watch what the page fetches, resize the window mid-test and switch the
// reduced-motion setting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme/themes.css';
import { Menu, type MenuRootProps } from './index';

// The motion tokens (durations, easings) are theme variables.
document.documentElement.classList.add(lightTheme);

const items = [
  { href: '#products', label: 'Products' },
  { href: '#contact', label: 'Contact' },
];

function TestMenu(props: Omit<MenuRootProps, 'children'>) {
  return (
    <Menu.Root {...props}>
      <Menu.Trigger />
      <Menu.Content>
        <Menu.Close />
        <Menu.Nav>
          <Menu.List>
            {items.map(({ href, label }) => (
              <Menu.Item key={href} href={href}>
                {label}
              </Menu.Item>
            ))}
          </Menu.List>
        </Menu.Nav>
      </Menu.Content>
    </Menu.Root>
  );
}

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(async () => {
  await emulateReducedMotion('no-preference');
  await page.viewport(1024, 720);
});

describe('Menu', () => {
  // First in the file: no test before it has loaded the panel's module. Had anything imported it
  // earlier (statically), the hover would fetch nothing, as the module would already be there.
  it('fetches the panel and the dialog primitive on intent, not with the trigger', async () => {
    performance.setResourceTimingBufferSize(10_000);
    performance.clearResourceTimings();
    const fetched = (pattern: RegExp) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => pattern.test(name));
    await page.viewport(375, 740);
    const screen = await render(<TestMenu />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await expect.element(trigger).toBeVisible();
    expect(fetched(/MenuDialog|react-dialog/)).toEqual([]);

    await userEvent.hover(trigger);
    await expect.poll(() => fetched(/MenuDialog/)).toHaveLength(1);
    await expect.poll(() => fetched(/react-dialog/).length).toBeGreaterThan(0);
    // Fetched, not opened.
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window grows past its breakpoint, where the trigger is hidden', async () => {
    await page.viewport(375, 740);
    const onOpenChange = vi.fn();
    const screen = await render(<TestMenu onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await expect.element(screen.getByRole('dialog', { name: 'Site menu' })).toBeVisible();

    await page.viewport(1280, 800);
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.poll(() => document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('stays open on resize when hideFrom is false', async () => {
    await page.viewport(375, 740);
    const screen = await render(<TestMenu hideFrom={false} defaultOpen />);
    await expect.element(screen.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    await page.viewport(1280, 800);
    // The trigger stays shown (hidden from assistive technology only while the menu is open).
    await expect.element(document.querySelector<HTMLElement>('button[aria-label="Open menu"]')!).toBeVisible();
    await expect.element(screen.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  });

  it('slides the panel in, except under reduced motion', async () => {
    await page.viewport(375, 740);
    const first = await render(<TestMenu defaultOpen />);
    const panel = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
    await expect.element(first.getByRole('dialog')).toBeVisible();
    expect(getComputedStyle(panel()).animationName).not.toBe('none');
    await first.unmount();

    await emulateReducedMotion('reduce');
    const second = await render(<TestMenu defaultOpen />);
    await expect.element(second.getByRole('dialog')).toBeVisible();
    expect(getComputedStyle(panel()).animationName).toBe('none');
    expect(getComputedStyle(document.querySelector('[data-menu-backdrop]')!).animationName).toBe('none');
  });

  it('passes each part’s attributes, class name and ref to its element', async () => {
    await page.viewport(375, 740);
    const refs = {
      trigger: { current: null as HTMLButtonElement | null },
      content: { current: null as HTMLDivElement | null },
      close: { current: null as HTMLButtonElement | null },
      nav: { current: null as HTMLElement | null },
      list: { current: null as HTMLUListElement | null },
      item: { current: null as HTMLAnchorElement | null },
      actions: { current: null as HTMLDivElement | null },
      action: { current: null as HTMLAnchorElement | null },
      footer: { current: null as HTMLDivElement | null },
    };
    const probe = (part: keyof typeof refs) => ({ 'data-part': part, className: `probe-${part}`, lang: 'en-GB' });
    await render(
      <Menu.Root defaultOpen>
        <Menu.Trigger {...probe('trigger')} ref={refs.trigger} />
        <Menu.Content {...probe('content')} ref={refs.content}>
          <Menu.Close {...probe('close')} ref={refs.close} />
          <Menu.Nav {...probe('nav')} ref={refs.nav}>
            <Menu.List {...probe('list')} ref={refs.list}>
              <Menu.Item {...probe('item')} ref={refs.item} href="#a">
                A
              </Menu.Item>
            </Menu.List>
            <Menu.Actions {...probe('actions')} ref={refs.actions}>
              <Menu.Action {...probe('action')} ref={refs.action} href="#b">
                B
              </Menu.Action>
            </Menu.Actions>
          </Menu.Nav>
          <Menu.Footer {...probe('footer')} ref={refs.footer}>
            Settings
          </Menu.Footer>
        </Menu.Content>
      </Menu.Root>,
    );
    await expect.poll(() => refs.footer.current).not.toBeNull();
    for (const [part, ref] of Object.entries(refs)) {
      const element = document.querySelector(`[data-part="${part}"]`);
      expect(element, part).not.toBeNull();
      expect(ref.current, part).toBe(element);
      expect(element, part).toHaveAttribute('lang', 'en-GB');
      expect(element, part).toHaveClass(`probe-${part}`);
      // The part's own classes stay (the panel's landmark has none).
      if (part !== 'nav') expect(element!.classList.length, part).toBeGreaterThan(1);
    }
  });
});
