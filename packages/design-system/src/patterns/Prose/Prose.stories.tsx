import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Prose } from '.';

const meta = {
  title: 'Patterns/Prose',
  component: Prose.Root,
  subcomponents: {
    'Prose.TableScroll': Prose.TableScroll,
    'Prose.TaskItem': Prose.TaskItem,
    'Prose.Task': Prose.Task,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Long-form text written by people — an article, a guide, a policy — as plain elements (`h2`–`h4`, `p`, lists, links, `code` and `pre`, `blockquote`, `hr`, tables) set on the theme’s type scale in a 70-character measure. Markdown compiled to elements needs no classes; a wide table goes in `Prose.TableScroll` (a named region a keyboard can scroll, shaded at an edge beyond which more of the table lies), a checklist item is a `Prose.TaskItem` (an `<li>`) that starts with a `Prose.Task`. Code is set in JetBrains Mono, which a page fetches only when it shows code.',
      },
    },
  },
} satisfies Meta<typeof Prose.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  render: () => (
    <Prose.Root>
      <p>
        A typed project starts with <strong>three decisions</strong>: the build tool, the test runner and how strict the
        compiler is. This guide makes them once, so <a href="#setup">every later change</a> is small.
      </p>
      <h2>Set up the project</h2>
      <p>
        Create the app with Vite’s React template, then turn on <code>strict</code> in <code>tsconfig.json</code>.
      </p>
      <pre>
        <code data-language="bash">
          {'npm create vite@latest my-app -- --template react-ts\ncd my-app && npm install\n'}
        </code>
      </pre>
      <h3>What strict mode catches</h3>
      <ol>
        <li>Values that may be undefined, before they reach the page.</li>
        <li>Functions called with the wrong arguments.</li>
        <li>Props a component does not take.</li>
      </ol>
      <blockquote>
        <p>Types are documentation that the compiler keeps up to date.</p>
      </blockquote>
      <h2>Before the first release</h2>
      <ul>
        <Prose.TaskItem>
          <Prose.Task checked />
          Tests run on every pull request
        </Prose.TaskItem>
        <Prose.TaskItem>
          <Prose.Task checked={false} />
          Error pages for 404 and 500
        </Prose.TaskItem>
      </ul>
      <hr />
      <Prose.TableScroll label="Build tools compared">
        <table>
          <thead>
            <tr>
              <th>Tool</th>
              <th style={{ textAlign: 'right' }}>Cold start</th>
              <th>Best for</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Vite</td>
              <td style={{ textAlign: 'right' }}>fast</td>
              <td>Single-page apps and libraries</td>
            </tr>
            <tr>
              <td>Next.js</td>
              <td style={{ textAlign: 'right' }}>medium</td>
              <td>Server-rendered sites</td>
            </tr>
          </tbody>
        </table>
      </Prose.TableScroll>
    </Prose.Root>
  ),
  play: async ({ canvas, canvasElement }) => {
    // A heading set apart from the text above it, and tighter to the text it introduces.
    const heading = canvas.getByRole('heading', { level: 2, name: 'Set up the project' });
    const before = heading.previousElementSibling!.getBoundingClientRect().bottom;
    const after = heading.nextElementSibling!.getBoundingClientRect().top;
    await expect(heading.getBoundingClientRect().top - before).toBeGreaterThan(
      after - heading.getBoundingClientRect().bottom,
    );
    // Code in the shipped mono face, running text in Inter.
    await expect(getComputedStyle(canvasElement.querySelector('pre code')!).fontFamily).toMatch(
      /^"JetBrains Mono Variable"/,
    );
    await expect(getComputedStyle(canvas.getByText(/A typed project starts/)).fontFamily).toMatch(/^"Inter Variable"/);
    // The measure: never wider than about 70 characters.
    await expect(canvasElement.firstElementChild!.getBoundingClientRect().width).toBeLessThanOrEqual(
      70 * parseFloat(getComputedStyle(canvasElement.firstElementChild!).fontSize),
    );
    // The ticked task says so in words; the box itself is hidden from assistive technology.
    await expect(canvas.getByText('Done:')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').at(-2)).toHaveTextContent('Done: Tests run on every pull request');
    // The table's region takes focus from the keyboard.
    canvas.getByRole('link', { name: 'every later change' }).focus();
    await userEvent.tab();
    const region = canvas.getByRole('region', { name: 'Build tools compared' });
    await expect(region).toHaveFocus();
    region.blur();
  },
};

const dataUse = [
  [
    'Contact form',
    'Name, e-mail address, message',
    'An e-mail service, which delivers it to our inbox',
    'To answer you',
    '12 months',
  ],
  [
    'Newsletter',
    'E-mail address',
    'An e-mail service, which delivers it to our inbox',
    'To send the newsletter',
    'Until you leave',
  ],
];

function WideTable() {
  return (
    <Prose.Root>
      <p>What each form sends, and where it goes.</p>
      <Prose.TableScroll label="What each form sends">
        <table>
          <thead>
            <tr>
              <th>Form</th>
              <th>What you give us</th>
              <th>Sent to</th>
              <th>Why</th>
              <th>Kept for</th>
            </tr>
          </thead>
          <tbody>
            {dataUse.map(([form, ...cells]) => (
              <tr key={form}>
                <td>{form}</td>
                {cells.map((cell) => (
                  <td key={cell}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Prose.TableScroll>
    </Prose.Root>
  );
}

/** A table wider than a phone: it scrolls in its region, and a shade at an edge shows there is more beyond it. */
export const WideTableOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <WideTable />,
  play: async ({ canvas }) => {
    // The table is wider than the phone: it scrolls in its region, not the page. The screenshot shows
    // the shade at the end edge, where more of the table lies.
    const region = canvas.getByRole('region', { name: 'What each form sends' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The same table scrolled to its end: the shade moves to the start edge, and the end edge has none. */
export const WideTableScrolledToTheEnd: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <WideTable />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'What each form sends' });
    region.scrollLeft = region.scrollWidth;
    await expect(region.scrollLeft).toBeGreaterThan(0);
    await expect(region.scrollLeft + region.clientWidth).toBeGreaterThanOrEqual(region.scrollWidth);
    // The last column, cut off at the start, now lies wholly inside the region.
    const lastColumn = canvas.getByRole('columnheader', { name: 'Kept for' }).getBoundingClientRect();
    await expect(lastColumn.right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 1);
  },
};
