import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, MapPin, Phone } from 'lucide-react';
import { expect } from 'storybook/test';
import { Icon } from '../../primitives/Icon';
import { ContactInfoList, type ContactInfoItem } from './ContactInfoList';
import { brokenAtHyphens } from '../../../../../tools/textBreaks';
import { frameWidth } from '../../../../../.storybook/frameWidth';

const office: ContactInfoItem = {
  icon: <Icon icon={MapPin} contained="subtle" />,
  label: 'Office',
  value: ['Unit 502, 5th Floor', 'Block EP, Sector V, Salt Lake', 'Kolkata, West Bengal 700091', 'India'],
  href: 'https://maps.example.com/?q=Salt+Lake',
  external: true,
};
const email: ContactInfoItem = {
  icon: <Icon icon={Mail} contained="subtle" />,
  label: 'Email',
  value: 'support@agency.example',
  href: 'mailto:support@agency.example',
};
const phone: ContactInfoItem = {
  icon: <Icon icon={Phone} contained="subtle" />,
  label: 'Phone',
  value: '+91 33 4600 1200',
  href: 'tel:+913346001200',
};

const meta = {
  title: 'Patterns/ContactInfoList',
  component: ContactInfoList,
  args: { items: [office, email, phone] },
  decorators: [frameWidth(420)],
} satisfies Meta<typeof ContactInfoList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const map = canvas.getByRole('link', { name: /Unit 502, 5th Floor/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(map).toHaveAccessibleName(/\(opens in a new tab\)$/);
    const mail = canvas.getByRole('link', { name: 'support@agency.example' });
    await expect(mail).toHaveAttribute('href', 'mailto:support@agency.example');
    await expect(mail).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: '+91 33 4600 1200' })).toHaveAttribute('href', 'tel:+913346001200');
    // Labels sit outside the links: the link names are the values alone.
    await expect(canvas.getByText('Office')).toBeVisible();
  },
};

export const PlainText: Story = {
  args: {
    items: [
      { label: 'Office hours', value: 'Monday to Friday, 9:00 to 18:00 IST' },
      { label: 'Response time', value: 'Within one working day' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Within one working day')).toBeVisible();
  },
};

export const LongValues: Story = {
  args: {
    items: [
      {
        ...email,
        value: 'engineering-support-and-project-enquiries@a-rather-long-agency-domain.example',
        href: 'mailto:engineering-support-and-project-enquiries@a-rather-long-agency-domain.example',
      },
      phone,
    ],
  },
  parameters: { frameWidth: 280 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    // A long address wraps instead of widening the list.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** An address too wide for its column (a phone's side panel) breaks after the @ or before a dot, never at a hyphen. */
export const HyphenatedAddress: Story = {
  args: {
    items: [
      {
        ...email,
        value: 'support@northwind-digital.example',
        href: 'mailto:support@northwind-digital.example',
      },
      { ...phone, value: '+1 555-010-4477', href: 'tel:+15550104477' },
    ],
  },
  parameters: { frameWidth: 280 },
  play: async ({ canvas }) => {
    const mail = canvas.getByRole('link', { name: 'support@northwind-digital.example' });
    // It does not fit on one line here, so it breaks, but not at its hyphen.
    const text = document.createRange();
    text.selectNodeContents(mail);
    const lineTops = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lineTops.size).toBeGreaterThan(1);
    await expect(brokenAtHyphens(mail)).toEqual([]);
    await expect(brokenAtHyphens(canvas.getByRole('link', { name: '+1 555-010-4477' }))).toEqual([]);
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
