/**
 * What the stories do not check: each part hands className, attributes and ref to its own element, a
 * list named by a visible heading, and the preset's single panel.
 */
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tabs, type TabItem } from '.';

const probe = (name: string) => ({ className: `probe-${name}`, 'data-testid': name, lang: 'en-GB' });

describe('Tabs parts', () => {
  it('give className, native attributes and ref to their own element', async () => {
    const refs = {
      root: createRef<HTMLDivElement>(),
      list: createRef<HTMLDivElement>(),
      trigger: createRef<HTMLButtonElement>(),
      panel: createRef<HTMLDivElement>(),
    };
    const screen = await render(
      <Tabs.Root {...probe('root')} ref={refs.root} defaultValue="a">
        <Tabs.List {...probe('list')} ref={refs.list} label="Views">
          <Tabs.Trigger {...probe('trigger')} ref={refs.trigger} value="a">
            A
          </Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Panel {...probe('panel')} ref={refs.panel} value="a">
          Panel A
        </Tabs.Panel>
      </Tabs.Root>,
    );
    const elements = {
      root: screen.container.firstElementChild,
      list: screen.getByRole('tablist', { name: 'Views' }).element(),
      trigger: screen.getByRole('tab', { name: 'A' }).element(),
      panel: screen.getByRole('tabpanel', { name: 'A' }).element(),
    };
    for (const [name, element] of Object.entries(elements)) {
      expect(element, name).toBe(screen.getByTestId(name).element());
      expect(element, name).toBe(refs[name as keyof typeof refs].current);
      expect(element, name).toHaveAttribute('lang', 'en-GB');
      expect(element, name).toHaveClass(`probe-${name}`);
      // The part's own class stays.
      expect(element!.classList.length, name).toBeGreaterThan(1);
    }
  });

  it('name the list by a visible heading', async () => {
    const screen = await render(
      <Tabs.Root defaultValue="a">
        <h2 id="views-heading">Views</h2>
        <Tabs.List aria-labelledby="views-heading">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Panel value="a">Panel A</Tabs.Panel>
      </Tabs.Root>,
    );
    const list = screen.getByRole('tablist', { name: 'Views' }).element();
    expect(list).not.toHaveAttribute('aria-label');
  });

  it('select a tab on a click alone, with no mousedown or focus before it, and tell the owner once', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Tabs.Root defaultValue="a" onValueChange={onValueChange}>
        <Tabs.List label="Views">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
          <Tabs.Trigger value="c" disabled>
            C
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Panel value="a">Panel A</Tabs.Panel>
        <Tabs.Panel value="b">Panel B</Tabs.Panel>
        <Tabs.Panel value="c">Panel C</Tabs.Panel>
      </Tabs.Root>,
    );
    // What a script does when it carries out a press kept before the tabs hydrated.
    (screen.getByRole('tab', { name: 'B' }).element() as HTMLElement).click();
    await expect.element(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel', { name: 'B' })).toHaveTextContent('Panel B');
    expect(onValueChange.mock.calls).toEqual([['b']]);

    // A real press sends mousedown, focus and click: still one report.
    await userEvent.click(screen.getByRole('tab', { name: 'A' }));
    await expect.element(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls).toEqual([['b'], ['a']]);

    // A disabled tab stays unselected, however it is clicked.
    (screen.getByRole('tab', { name: 'C' }).element() as HTMLElement).click();
    await expect.element(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });
});

const items: TabItem[] = [
  { value: 'a', label: 'A', content: <p>Panel A</p> },
  { value: 'b', label: 'B', content: <p>Panel B</p> },
];

describe('Tabs.Preset', () => {
  it('selects the first enabled item by default', async () => {
    const screen = await render(
      <Tabs.Preset label="Views" items={[{ ...items[0]!, disabled: true }, items[1]!]} align="center" />,
    );
    await expect.element(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel', { name: 'B' })).toHaveTextContent('Panel B');
  });

  it('keeps one panel element for every tab with keepPanel', async () => {
    function Controlled() {
      const [value, setValue] = useState('a');
      return <Tabs.Preset label="Views" items={items} keepPanel value={value} onValueChange={setValue} />;
    }
    const screen = await render(<Controlled />);
    const panel = screen.getByRole('tabpanel', { name: 'A' }).element();
    await userEvent.click(screen.getByRole('tab', { name: 'B' }));
    await expect.element(screen.getByRole('tabpanel', { name: 'B' })).toHaveTextContent('Panel B');
    expect(screen.getByRole('tabpanel').element()).toBe(panel);
  });
});
