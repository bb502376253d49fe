import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section } from '../../layout';
import { PageHero } from '../PageHero';
import { Prose } from '../Prose';
import { ArticleLayout } from '.';

const sections = [
  { id: 'start-with-the-labels', text: 'Start with the labels' },
  { id: 'say-what-went-wrong', text: 'Say what went wrong, next to the field' },
  { id: 'keep-the-keyboard-in-mind', text: 'Keep the keyboard in mind' },
  { id: 'before-you-ship', text: 'Before you ship' },
];

/** A guide as a page shows it: its header, then its text with an "on this page" list beside it. */
function ArticlePage() {
  return (
    <>
      <PageHero
        align="start"
        eyebrow="Guide"
        title="Forms that everyone can fill in"
        subtitle="Labels, errors and keyboard use: the checks we run on every form before it ships."
      />
      <Section spacing="sm">
        <Container>
          <ArticleLayout.Root>
            <ArticleLayout.Aside>
              <ArticleLayout.Contents label="On this page" items={sections} />
            </ArticleLayout.Aside>
            <ArticleLayout.Body>
              <Prose.Root>
                <p>
                  A form is where a visitor stops reading and starts doing. It is also where most sites lose people: a
                  field without a name, an error that appears at the top of the page, a button the keyboard never
                  reaches. None of this takes long to get right, and all of it helps everyone, not only people who use
                  assistive technology.
                </p>
                <h2 id={sections[0]!.id}>{sections[0]!.text}</h2>
                <p>
                  Every control needs a visible label that stays on screen while the visitor types. A placeholder is not
                  a label: it disappears at the first key press, and its grey text rarely meets the contrast a label
                  needs.
                </p>
                <ul>
                  <li>Put the label above the field, so it is read before the field on a narrow screen.</li>
                  <li>Say which fields are required in words, not only with an asterisk.</li>
                  <li>Group related choices (a radio group, a set of checkboxes) in a fieldset with a legend.</li>
                </ul>
                <h2 id={sections[1]!.id}>{sections[1]!.text}</h2>
                <p>
                  An error message belongs under the field it is about, tied to it so a screen reader announces it with
                  the field. Say what to do, not only what failed: “Enter a date such as 14 March 2026” helps; “Invalid
                  input” does not.
                </p>
                <h3 id="when-to-check">When to check</h3>
                <p>
                  Check a field when the visitor leaves it, not on every key press, and check the whole form again when
                  it is sent. Move the focus to the first field with an error, so nobody has to hunt for it.
                </p>
                <h2 id={sections[2]!.id}>{sections[2]!.text}</h2>
                <p>
                  Tab through the form from the first field to the submit button. The focus should move in the order the
                  fields are read, always show where it is, and never get stuck in a widget that only a mouse can leave.
                </p>
                <h2 id={sections[3]!.id}>{sections[3]!.text}</h2>
                <ol>
                  <li>Fill the form in with the keyboard alone.</li>
                  <li>Send it empty, and read every error out loud.</li>
                  <li>Zoom the page to 200 % and fill it in again.</li>
                </ol>
                <p>
                  If all three go smoothly, the form is ready. If one does not, it is usually a label, a message or a
                  focus style: a small fix, and one that every later visitor benefits from.
                </p>
              </Prose.Root>
            </ArticleLayout.Body>
          </ArticleLayout.Root>
        </Container>
      </Section>
    </>
  );
}

const meta = {
  title: 'Patterns/ArticleLayout',
  component: ArticleLayout.Root,
  subcomponents: {
    'ArticleLayout.Body': ArticleLayout.Body,
    'ArticleLayout.Aside': ArticleLayout.Aside,
    'ArticleLayout.Contents': ArticleLayout.Contents,
  },
  render: () => <ArticlePage />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page of a long text (an article, a guide, a policy) below its header. `ArticleLayout.Body` keeps the text to a comfortable measure at the header’s start; from 1024 px `ArticleLayout.Aside` stands beside it at the container’s end, so a wide screen is not left half empty, and on narrower screens it sits above the text. `ArticleLayout.Contents` is an “on this page” list of in-page links to the text’s sections, which stays in view as the text scrolls on a wide screen. Markup and CSS only: a prerendered page needs no script for any of it.',
      },
    },
  },
} satisfies Meta<typeof ArticleLayout.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contents name a landmark and link to each section's heading, in reading order. */
async function expectContentsLinkToSections(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: 'On this page' });
  const links = within(nav).getAllByRole('link');
  await expect(links.map((link) => link.textContent)).toEqual(sections.map(({ text }) => text));
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    await expect(target?.tagName).toBe('H2');
    await expect(target).toHaveTextContent(link.textContent!);
  }
  return nav;
}

const box = (element: Element) => element.getBoundingClientRect();

/** At 1440 px: the text under the header's start, the contents beside it at the container's end. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    const nav = await expectContentsLinkToSections(canvasElement);
    const canvas = within(canvasElement);
    const text = canvas.getByText(/A form is where a visitor/).closest('div')!;
    const body = text.parentElement!;
    const heading = canvas.getByRole('heading', { level: 1 });
    // The text starts where the header's title does, in a measure of about 70 characters.
    await expect(Math.abs(box(body).left - box(heading).left)).toBeLessThanOrEqual(1);
    await expect(box(body).width).toBeLessThanOrEqual(72 * parseFloat(getComputedStyle(body).fontSize));
    // The contents stand beside the text, their end on the container's end: no empty half of the screen.
    const container = body.closest('section')!.firstElementChild!;
    const padding = parseFloat(getComputedStyle(container).paddingInlineEnd);
    await expect(box(nav).left).toBeGreaterThan(box(body).right);
    await expect(Math.abs(box(nav).right - (box(container).right - padding))).toBeLessThanOrEqual(1);
    await expect(Math.abs(box(nav).top - box(body).top)).toBeLessThanOrEqual(1);
    // …and stay in view while the text scrolls.
    await expect(getComputedStyle(nav).position).toBe('sticky');
  },
};

/** At 375 px: the contents above the text, and nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    const nav = await expectContentsLinkToSections(canvasElement);
    const text = within(canvasElement).getByText(/A form is where a visitor/);
    await expect(box(nav).bottom).toBeLessThan(box(text).top);
    await expect(getComputedStyle(nav).position).toBe('static');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
