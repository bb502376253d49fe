import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe, Mail, Map as MapIcon, MapPin, Phone as PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { LinkProvider, type LinkComponentProps } from '../../primitives/LinkProvider';
import { NewsletterForm } from '../NewsletterForm';
import { SiteFooter, type FooterSocialLink } from '.';

/** Simple line glyphs for the social networks (lucide-react has no brand icons). */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const glyphs = {
  facebook: (
    <Glyph>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </Glyph>
  ),
  instagram: (
    <Glyph>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </Glyph>
  ),
  twitter: (
    <Glyph>
      <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
    </Glyph>
  ),
  youtube: (
    <Glyph>
      <path d="M2.5 17a24.1 24.1 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.1 24.1 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </Glyph>
  ),
  linkedin: (
    <Glyph>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </Glyph>
  ),
};

const social: FooterSocialLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/northwinddigital', icon: glyphs.facebook },
  { label: 'Instagram', href: 'https://www.instagram.com/northwinddigital', icon: glyphs.instagram },
  { label: 'Twitter', href: 'https://twitter.com/northwinddigital', icon: glyphs.twitter },
  { label: 'YouTube', href: 'https://www.youtube.com/@northwinddigital', icon: glyphs.youtube },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/northwind-digital', icon: glyphs.linkedin },
  { label: 'Northwind Digital website', href: 'https://northwind-digital.example', icon: <Globe /> },
];

const quickLinks = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/products' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Developers', href: '/developers' },
  { label: 'Booking Now', href: '/booking' },
];

const services = ['Web Design', 'Web Development', 'Mobile App Development', 'Digital Marketing', 'AI Integration'];

const mapUrl =
  'https://www.google.com/maps/search/?api=1&query=Block%20EP%2C%20Sector%20V%2C%20Salt%20Lake%2C%20Kolkata';

const contact = [
  {
    title: 'Registered Office',
    items: [
      {
        icon: <MapPin />,
        label: (
          <>
            Unit 502, 5th Floor
            <br />
            Block EP, Sector V, Salt Lake
            <br />
            Kolkata, West Bengal 700091
            <br />
            India
          </>
        ),
      },
      { icon: <MapIcon />, label: 'View on map', href: mapUrl },
    ],
  },
  {
    title: 'Support',
    items: [
      {
        icon: <Mail />,
        label: 'support@northwind-digital.example',
        href: 'mailto:support@northwind-digital.example',
      },
      { icon: <PhoneIcon />, label: '+91 33 4600 1200', href: 'tel:+913346001200' },
    ],
  },
];

const legalLabels = ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Sitemap'];
const payments = ['Visa', 'Mastercard', 'PayPal', 'Google Pay'];
const columns = [
  { title: 'Quick Links', links: quickLinks },
  { title: 'IT Services', links: services.map((label) => ({ label, href: '/booking' })) },
];

function Wordmark() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space[3] }}>
      <span
        aria-hidden="true"
        style={{
          width: 32,
          height: 32,
          borderRadius: vars.radius.sm,
          backgroundImage: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
        }}
      />
      Northwind
    </span>
  );
}

function FakeRouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

const subscribe = fn((event: { preventDefault(): void }) => event.preventDefault());

const meta = {
  title: 'Patterns/SiteFooter',
  component: SiteFooter.Root,
  subcomponents: {
    'SiteFooter.Newsletter': SiteFooter.Newsletter,
    'SiteFooter.Columns': SiteFooter.Columns,
    'SiteFooter.Brand': SiteFooter.Brand,
    'SiteFooter.Social': SiteFooter.Social,
    'SiteFooter.Column': SiteFooter.Column,
    'SiteFooter.Contact': SiteFooter.Contact,
    'SiteFooter.ContactGroup': SiteFooter.ContactGroup,
    'SiteFooter.Bottom': SiteFooter.Bottom,
    'SiteFooter.Legal': SiteFooter.Legal,
    'SiteFooter.Payments': SiteFooter.Payments,
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The footer on every page, composed from parts: `Root` (a `<footer>` landmark on the deep surface, dark in every theme), then a `Newsletter` band, `Columns` (`Brand` with `Social`, link `Column`s, `Contact` with `ContactGroup`s) and a `Bottom` bar (`Legal`, `Payments`). One column on phones, two on tablets, all side by side from 1024 px. The parts fade up 0.2 s apart, in the order they are written, when scrolled into view (never under reduced motion). Link items without `href` render as plain text.',
      },
    },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={FakeRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  args: {
    children: (
      <>
        <SiteFooter.Newsletter
          title="Newsletter"
          description="One short e-mail a month: what we shipped, what we learned, and tools worth trying."
        >
          <NewsletterForm onSubmit={subscribe} />
        </SiteFooter.Newsletter>
        <SiteFooter.Columns>
          <SiteFooter.Brand
            wordmark={<Wordmark />}
            description="Web, mobile and AI products for growing businesses. We design, build and run software that earns its keep."
          >
            <SiteFooter.Social title="Follow Us" links={social} />
          </SiteFooter.Brand>
          {columns.map((column) => (
            <SiteFooter.Column key={column.title} title={column.title} links={column.links} />
          ))}
          <SiteFooter.Contact>
            {contact.map((group) => (
              <SiteFooter.ContactGroup key={group.title} title={group.title} items={group.items} />
            ))}
          </SiteFooter.Contact>
        </SiteFooter.Columns>
        <SiteFooter.Bottom>
          {/* A fixed year, so the screenshots do not change on New Year's Day. */}
          <SiteFooter.Legal
            copyright="© 2026 Northwind Digital. All rights reserved."
            links={legalLabels.map((label) => ({ label }))}
          />
          <SiteFooter.Payments title="We Accept" methods={payments.map((label) => ({ label }))} />
        </SiteFooter.Bottom>
      </>
    ),
  },
} satisfies Meta<typeof SiteFooter.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the entrance animation, so assertions and screenshots see the settled footer. */
async function settled(canvasElement: HTMLElement) {
  const footer = within(canvasElement).getByRole('contentinfo');
  await waitFor(() => expect(within(footer).getByText(/© 2026/)).toBeVisible());
  for (const name of ['Newsletter', 'Quick Links', 'IT Services', 'Registered Office']) {
    await waitFor(() => expect(within(footer).getByRole('heading', { name })).toBeVisible());
  }
  return footer;
}

const top = (element: HTMLElement) => Math.round(element.getBoundingClientRect().top);
const left = (element: HTMLElement) => Math.round(element.getBoundingClientRect().left);

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = await settled(canvasElement);
    const inFooter = within(footer);

    // Headings: each column is a small h2; link columns are navigation landmarks named by them.
    for (const name of ['Newsletter', 'Follow Us', 'Quick Links', 'IT Services', 'Registered Office', 'Support']) {
      await expect(inFooter.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const quick = inFooter.getByRole('navigation', { name: 'Quick Links' });
    const quickLinkNames = within(quick)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(quickLinkNames).toEqual(['Home', 'Products', 'Solutions', 'Developers', 'Booking Now']);
    const serviceLinks = within(inFooter.getByRole('navigation', { name: 'IT Services' })).getAllByRole('link');
    await expect(serviceLinks.map((link) => link.textContent)).toEqual(services);
    for (const link of serviceLinks) {
      await expect(link).toHaveAttribute('href', '/booking');
      // Internal paths go through the app's router link.
      await expect(link).toHaveAttribute('data-router-link');
    }

    // Contact: the address in Kolkata, a map link, the support e-mail and phone.
    const address = footer.querySelector('address') as HTMLElement;
    await expect(address).toHaveTextContent('Kolkata, West Bengal 700091');
    await expect(inFooter.getByRole('link', { name: 'View on map' })).toHaveAttribute('href', mapUrl);
    const mail = inFooter.getByRole('link', { name: 'support@northwind-digital.example' });
    await expect(mail).toHaveAttribute('href', 'mailto:support@northwind-digital.example');
    await expect(mail).not.toHaveAttribute('data-router-link');
    await expect(inFooter.getByRole('link', { name: '+91 33 4600 1200' })).toHaveAttribute('href', 'tel:+913346001200');

    // Social links are icon-only, named by their label.
    const socialList = inFooter.getByRole('list', { name: 'Follow Us' });
    const socialLinks = within(socialList).getAllByRole('link');
    await expect(socialLinks.map((link) => link.getAttribute('aria-label'))).toEqual(social.map((s) => s.label));
    for (const link of socialLinks) {
      await expect(link.textContent).toBe('');
      await expect(link.querySelector('svg')).toBeInTheDocument();
    }
    await expect(inFooter.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/northwind-digital',
    );

    // The four payment methods.
    const paymentList = inFooter.getByRole('list', { name: 'We Accept' });
    await expect(
      within(paymentList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(payments);

    // Legal items point nowhere yet: plain text, not links.
    const legalList = inFooter.getByRole('list', { name: 'Legal' });
    await expect(
      within(legalList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(legalLabels);
    await expect(within(legalList).queryAllByRole('link')).toHaveLength(0);

    await expect(inFooter.getByText('© 2026 Northwind Digital. All rights reserved.')).toBeVisible();

    // Desktop: brand, both link columns and the contact column side by side.
    const lefts = ['Follow Us', 'Quick Links', 'IT Services', 'Registered Office'].map((name) =>
      left(inFooter.getByRole('heading', { name })),
    );
    await expect(new Set(lefts).size).toBe(4);
    await expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
    await expect(top(inFooter.getByRole('heading', { name: 'Quick Links' }))).toBe(
      top(inFooter.getByRole('heading', { name: 'Registered Office' })),
    );
  },
};

export const KeyboardFocus: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = await settled(canvasElement);
    const inFooter = within(footer);
    // Tab order follows the reading order: the newsletter form first, then the social links.
    await userEvent.tab();
    await expect(inFooter.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.tab();
    await expect(inFooter.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
    await userEvent.tab();
    const facebook = inFooter.getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveFocus();
    // The focus ring takes the footer's text colour, which contrasts with the deep surface in every theme.
    const ring = getComputedStyle(facebook);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineColor).toBe(getComputedStyle(footer).color);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = await settled(canvasElement);
    const inFooter = within(footer);
    const heading = (name: string) => inFooter.getByRole('heading', { name });
    // Two columns: brand beside Quick Links, IT Services beside the contact blocks.
    await expect(top(heading('Quick Links'))).toBeLessThan(top(heading('IT Services')));
    await expect(top(heading('IT Services'))).toBe(top(heading('Registered Office')));
    await expect(left(heading('IT Services'))).toBeLessThan(left(heading('Quick Links')));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = await settled(canvasElement);
    const inFooter = within(footer);
    // One column: every block starts at the same left edge, one under the other.
    const headings = ['Follow Us', 'Quick Links', 'IT Services', 'Registered Office', 'Support'].map((name) =>
      inFooter.getByRole('heading', { name }),
    );
    const lefts = new Set(headings.map(left));
    await expect(lefts.size).toBe(1);
    const tops = headings.map(top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    // The form stacks: a full-width button under the field.
    const input = inFooter.getByRole('textbox', { name: 'Email address' });
    const button = inFooter.getByRole('button', { name: 'Subscribe' });
    await expect(top(button)).toBeGreaterThan(top(input));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LegalLinksWhenGiven: Story = {
  args: {
    children: (
      <SiteFooter.Bottom>
        <SiteFooter.Legal
          copyright="© 2026 Northwind Digital. All rights reserved."
          links={[
            { label: 'Privacy Policy', href: '/privacy' },
            { label: 'Terms of Service' },
            { label: 'Sitemap', href: '/sitemap' },
          ]}
        />
      </SiteFooter.Bottom>
    ),
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByText(/© 2026/)).toBeVisible());
    const legal = within(footer).getByRole('list', { name: 'Legal' });
    // Only the items with an href are links.
    await expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(within(legal).getByRole('link', { name: 'Sitemap' })).toHaveAttribute('data-router-link');
    await expect(within(legal).queryByRole('link', { name: 'Terms of Service' })).not.toBeInTheDocument();
    await expect(within(legal).getByText('Terms of Service')).toBeVisible();
    // Nothing else is rendered: no empty landmarks or headings.
    await expect(within(footer).queryByRole('heading')).not.toBeInTheDocument();
    await expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
