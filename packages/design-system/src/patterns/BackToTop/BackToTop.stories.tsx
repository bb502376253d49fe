import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { scrollProgressPercent } from '../../hooks/useScrollProgress';
import { Container, Grid, Stack } from '../../layout';
import { vars } from '../../theme/contract.css';
import { BackToTop, type BackToTopProps } from './BackToTop';
import { componentDocs } from '../../../../../.storybook/docs';

const PAGE_HEIGHT = 3000;
const TOP_ID = 'back-to-top-demo-heading';

/**
 * A long page (3000 px). It is laid out of flow (absolutely positioned): the document scrolls, but
 * the test's full-page screenshot keeps the viewport's size instead of growing to the page's height.
 */
const page: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  height: PAGE_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface,
};

const hero: CSSProperties = {
  paddingBlock: `${vars.space[16]} ${vars.space[12]}`,
  backgroundImage: `radial-gradient(ellipse 70% 90% at 15% 0%, color-mix(in srgb, ${vars.color.primary} 14%, transparent), transparent 70%)`,
};

const band = (sunken: boolean): CSSProperties => ({
  flex: 1,
  paddingBlock: vars.space[16],
  background: sunken ? vars.color.surfaceSunken : vars.color.surface,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

const muted: CSSProperties = { color: vars.color.textMuted, maxWidth: '60ch' };

const chapters = [
  {
    title: 'Discovery',
    text: 'We start with the problem, the people who have it, and what a good outcome looks like.',
    points: ['Stakeholder interviews', 'User research', 'Success metrics'],
  },
  {
    title: 'Design',
    text: 'Flows, wireframes and a design system, tested with real users before a line of production code.',
    points: ['User flows', 'Interactive prototypes', 'Usability testing'],
  },
  {
    title: 'Build',
    text: 'Small, reviewed increments behind feature flags, shipped to a staging environment every day.',
    points: ['Code review', 'Automated tests', 'Daily staging builds'],
  },
  {
    title: 'Launch',
    text: 'Performance budgets, accessibility audits and monitoring are part of done, not an afterthought.',
    points: ['Performance budgets', 'Accessibility audit', 'Monitoring'],
  },
  {
    title: 'Grow',
    text: 'We measure, learn and iterate with you: analytics, experiments and a steady release rhythm.',
    points: ['Analytics', 'Experiments', 'Release rhythm'],
  },
] as const;

const point: CSSProperties = {
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  fontWeight: vars.font.weight.medium,
};

/** A long article with the button at the end of the app, as the site places it. */
function DemoPage(props: BackToTopProps) {
  return (
    <>
      <div style={page}>
        <header style={hero}>
          <Container>
            <Stack gap="3">
              <h1 id={TOP_ID} style={{ fontSize: vars.font.size['4xl'], width: 'fit-content' }}>
                How we ship software
              </h1>
              <p style={muted}>Five chapters of our process. Scroll down: a button takes you back up.</p>
            </Stack>
          </Container>
        </header>
        {chapters.map(({ title, text, points }, index) => (
          <section key={title} style={band(index % 2 === 0)} aria-labelledby={`chapter-${index}`}>
            <Container>
              <Stack gap="6">
                <Stack gap="3">
                  <h2 id={`chapter-${index}`} style={{ fontSize: vars.font.size['2xl'] }}>
                    {index + 1}. {title}
                  </h2>
                  <p style={muted}>{text}</p>
                </Stack>
                <Grid as="ul" columns={{ base: 1, md: 3 }} gap="4" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                  {points.map((item) => (
                    <li key={item} style={point}>
                      {item}
                    </li>
                  ))}
                </Grid>
              </Stack>
            </Container>
          </section>
        ))}
      </div>
      <BackToTop {...props} />
    </>
  );
}

const meta = {
  title: 'Patterns/BackToTop',
  component: BackToTop,
  args: { onClick: fn() },
  render: (args) => <DemoPage {...args} />,
  parameters: componentDocs(
    "A floating button that takes the visitor back to the top. It appears once the page is scrolled more than `threshold` (300 px) and shows the scroll progress in its ring. It scrolls smoothly (instantly under reduced motion) and moves keyboard focus to `focusTargetId` (or the document), so keyboard users continue from the top. Place it once, at the end of the app. Scroll this story's page to see it.",
    { iframeHeight: 560 },
  ),
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollToY = (top: number) => window.scrollTo({ top, behavior: 'instant' });
const queryButton = () => screen.queryByRole('button', { name: 'Back to top' });
const findButton = () => screen.findByRole('button', { name: 'Back to top' });
const expectedPercent = () =>
  scrollProgressPercent(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);

export const HiddenAtTop: Story = {
  play: async () => {
    scrollToY(0);
    await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(queryButton()).toBeNull();
    // Not merely invisible: not rendered, so never reachable with Tab.
    await expect(document.querySelector('button[aria-label="Back to top"]')).toBeNull();
  },
};

export const AppearsAfterThreshold: Story = {
  play: async () => {
    scrollToY(0);
    await expect(queryButton()).toBeNull();

    scrollToY(301);
    const button = await findButton();
    await expect(button).toBeVisible();
    const ring = within(button).getByRole('progressbar', { hidden: true });
    const percent = Number(ring.getAttribute('aria-valuenow'));
    await expect(percent).toBeGreaterThan(0);
    await expect(percent).toBe(expectedPercent());
    await expect(button).toHaveAccessibleDescription(`${percent}% scrolled`);

    // Further down, the ring follows.
    scrollToY(1800);
    await waitFor(() => expect(button).toHaveAccessibleDescription(`${expectedPercent()}% scrolled`));
    await expect(Number(ring.getAttribute('aria-valuenow'))).toBeGreaterThan(percent);

    // Strictly more than 300 px: at 300 it hides again.
    scrollToY(300);
    await waitFor(() => expect(queryButton()).toBeNull());
  },
};

export const ScrollsToTop: Story = {
  args: { focusTargetId: TOP_ID },
  play: async ({ args }) => {
    scrollToY(0);
    const heading = screen.getByRole('heading', { level: 1 });

    // Pointer.
    scrollToY(1200);
    await userEvent.click(await findButton());
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(queryButton()).toBeNull());
    // Focus moved to the top of the page, not left behind at the bottom.
    await expect(heading).toHaveFocus();

    // Keyboard.
    scrollToY(1200);
    const button = await findButton();
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(queryButton()).toBeNull());
    await expect(heading).toHaveFocus();
  },
};

export const OnPhone: Story = {
  args: { size: 'sm' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    scrollToY(0);
    await expect(queryButton()).toBeNull();

    scrollToY(1200);
    const button = await findButton();
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleDescription(`${expectedPercent()}% scrolled`);
    // Bottom right, inside the phone's screen, with room to the edges; a comfortable touch target.
    const box = button.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 16);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight - 16);
    await expect(box.left).toBeGreaterThan(window.innerWidth / 2);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBe(box.width);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
