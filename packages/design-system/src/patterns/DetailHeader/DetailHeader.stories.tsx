import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code, ExternalLink } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { DetailHeader } from './DetailHeader';
import { withStoryRouter } from '../../../../../.storybook/storyRouter';

/** A dashboard mock-up drawn from theme roles, standing in for the page's gallery. */
function Illustration() {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label="Dashboard with a sales chart" style={{ width: '100%' }}>
      <rect width="320" height="200" rx="16" style={{ fill: vars.color.primarySubtle }} />
      <rect x="32" y="28" width="256" height="150" rx="12" style={{ fill: vars.color.surfaceRaised }} />
      <rect x="48" y="46" width="90" height="9" rx="4.5" style={{ fill: vars.color.text }} />
      <rect x="48" y="62" width="60" height="6" rx="3" style={{ fill: vars.color.borderSubtle }} />
      {[60, 84, 48, 96, 72, 104].map((h, i) => (
        <rect
          key={i}
          x={52 + i * 26}
          y={164 - h}
          width="16"
          height={h}
          rx="4"
          style={{ fill: i % 2 ? vars.color.accent : vars.color.primary }}
        />
      ))}
      <circle cx="240" cy="120" r="28" style={{ fill: 'none', stroke: vars.color.borderSubtle, strokeWidth: 10 }} />
      <path
        d="M240 92a28 28 0 0 1 26.6 36.7"
        style={{ fill: 'none', stroke: vars.color.primary, strokeWidth: 10, strokeLinecap: 'round' }}
      />
    </svg>
  );
}

const withRouter = withStoryRouter('/projects/3', { fullBleed: true });

const actions = (
  <>
    <Button
      href="https://github.com/example/dashboard"
      target="_blank"
      rel="noopener noreferrer"
      variant="secondary"
      iconStart={<Code />}
    >
      Code
    </Button>
    <Button href="https://example.com/dashboard/" target="_blank" rel="noopener noreferrer" iconEnd={<ExternalLink />}>
      Live Demo
    </Button>
  </>
);

const meta = {
  title: 'Patterns/DetailHeader',
  component: DetailHeader,
  decorators: [withRouter],
  args: {
    back: { label: 'Back to Products', href: '/products' },
    title: 'E-commerce Dashboard',
    description:
      'A back-office dashboard for an online store: live sales figures, inventory alerts, order handling and customer insights in one place.',
    actions,
    aside: <Illustration />,
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The top of a detail page: a back link (the way out when the page shows no navigation bar), the page’s h1, a description, facts (`meta`) and actions, with a media area (`aside`, e.g. a Carousel) beside them from lg up and under them on narrow screens. `clearNavBar` pads it below the fixed navigation bar when the page has one.',
      },
    },
  },
} satisfies Meta<typeof DetailHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'E-commerce Dashboard' });
    const back = canvas.getByRole('link', { name: 'Back to Products' });
    // The back link comes first, above the title.
    await expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(back.getBoundingClientRect().bottom).toBeLessThan(heading.getBoundingClientRect().top);
    // From lg up the media sits beside the text (the default test viewport is 1024 px).
    const media = canvas.getByRole('img', { name: 'Dashboard with a sales chart' }).getBoundingClientRect();
    await expect(media.left).toBeGreaterThan(heading.getBoundingClientRect().right);
    // External actions open in a new tab.
    await expect(canvas.getByRole('link', { name: 'Live Demo' })).toHaveAttribute('target', '_blank');
    // The back link goes through the app's router.
    await userEvent.click(back);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /products');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const back = canvas.getByRole('link', { name: 'Back to Products' });
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /products');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Code' })).toHaveFocus();
  },
};

export const WithEyebrowAndMeta: Story = {
  args: {
    eyebrow: 'Case study',
    highlight: 'Dashboard',
    meta: (
      <>
        <Badge tone="success">80% complete</Badge>
        <Badge>3 months</Badge>
        <Badge tone="accent">2 members</Badge>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('E-commerce Dashboard');
    await expect(canvas.getByText('Case study')).toBeVisible();
    await expect(canvas.getByText('80% complete')).toBeVisible();
  },
};

export const TextOnly: Story = {
  args: { aside: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const WithoutBackLink: Story = {
  args: { back: undefined, clearNavBar: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /back/i })).toBeNull();
    // Clear of a fixed 5rem navigation bar.
    const top = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(80);
  },
};

export const LongTitleOnPhone: Story = {
  args: { title: 'Clinic Platform with AI Multilingual Chatbot' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const media = canvas.getByRole('img', { name: 'Dashboard with a sales chart' }).getBoundingClientRect();
    // On a phone the media comes under the text.
    await expect(media.top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
