import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Grid } from '@agency/design-system';
import { EventCard, calendarParts, type EventCardProps } from './EventCard';

const workshop: EventCardProps = {
  title: 'Accessible Forms Workshop',
  dateTime: '2023-09-12',
  date: 'September 12, 2023',
  time: '2:00 PM – 4:00 PM IST',
  description: 'Labels, errors and keyboard paths: fix a real sign-up form together, step by step.',
  action: { label: 'Register Now', href: 'https://example.com/register' },
};

const meta = {
  title: 'Site sections/EventCard',
  component: EventCard,
  args: workshop,
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <EventCard {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "An event or training session: a calendar tile (month and day, read from the ISO date in UTC), the title, date and time, a description and a registration link whose accessible name carries the event's title.",
      },
    },
  },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: workshop.title })).toBeVisible();
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2023-09-12');
    await expect(time).toHaveTextContent('September 12, 2023');
    await expect(canvas.getByText('2:00 PM – 4:00 PM IST')).toBeVisible();
    // The tile is a picture of the date written below: hidden from assistive technology.
    const tile = canvas.getByText('Sep').parentElement!;
    await expect(tile).toHaveAttribute('aria-hidden', 'true');
    await expect(within(tile).getByText('12')).toBeVisible();
    const link = canvas.getByRole('link', { name: `Register Now – ${workshop.title}` });
    await expect(link).toHaveAttribute('href', 'https://example.com/register');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const NewTabLink: Story = {
  args: {
    action: {
      label: 'Register Now',
      href: 'https://example.com/register',
      newTab: true,
      newTabHint: '(opens in a new tab)',
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `Register Now – ${workshop.title} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const DateOnly: Story = {
  args: { time: undefined, description: undefined, action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Row: Story = {
  render: (args) => (
    <Grid columns={{ base: 1, md: 3 }} gap="6">
      <EventCard {...args} />
      <EventCard
        {...args}
        title="Secure APIs with Node.js"
        dateTime="2023-12-01"
        date="December 1, 2023"
        description="Authentication, validation and rate limiting."
      />
      <EventCard {...args} title="Design Tokens in Practice" dateTime="2024-01-31" date="January 31, 2024" />
    </Grid>
  ),
  play: async ({ canvas }) => {
    // Dates near a year's edges stay on their day whatever the viewer's time zone.
    await expect(calendarParts('2024-01-31')).toEqual({ month: 'Jan', day: '31' });
    await expect(canvas.getByText('Dec')).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(new Set(links.map((link) => link.textContent)).size).toBe(3);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <EventCard {...args} />,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
