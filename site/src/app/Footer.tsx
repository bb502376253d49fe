import { SiteFooter } from '@agency/design-system';
import { Fragment } from 'react';
import { footer } from '../content/footer';
import { PrivacyNotice } from '../ui/PrivacyNotice';
import { ContentIcon } from '../ui/icons/ContentIcon';
import { PaymentIcon } from '../ui/icons/PaymentIcon';
import { SocialIcon } from '../ui/icons/SocialIcon';
import { Island } from '../islands/Island';

const contactGroups = [
  {
    title: footer.office.heading,
    items: [
      {
        icon: <ContentIcon name="map-pin" />,
        // The lines as text between line breaks (no element per line).
        label: footer.office.addressLines.map((line, index) => (
          <Fragment key={line}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        )),
      },
      { icon: <ContentIcon name="globe" />, label: footer.office.map.label, href: footer.office.map.href },
    ],
  },
  {
    title: footer.support.heading,
    items: [
      { icon: <ContentIcon name="mail" />, label: footer.support.email.label, href: footer.support.email.href },
      { icon: <ContentIcon name="phone" />, label: footer.support.phone.label, href: footer.support.phone.href },
    ],
  },
];

const columns = [
  { title: footer.headings.quickLinks, links: footer.quickLinks },
  { title: footer.headings.services, links: footer.serviceLinks },
];

const social = footer.socialLinks.map((link) => ({
  label: link.label,
  href: link.href,
  icon: link.icon === 'globe' ? <ContentIcon name="globe" /> : <SocialIcon name={link.icon} />,
}));

const payments = footer.paymentMethods.map((method) => ({
  label: method.name,
  logo: <PaymentIcon name={method.icon} size="lg" />,
}));

const legal = footer.legalLinks.map((link) => ({ label: link.label, href: link.href }));

/** The footer of every route, as the spec describes it: static, but for the newsletter's form (an island). */
export function Footer() {
  const { newsletter } = footer;
  return (
    <SiteFooter.Root>
      <SiteFooter.Newsletter title={newsletter.heading} description={newsletter.description}>
        <Island name="Newsletter" props={{}} when="interaction" />
        <PrivacyNotice />
      </SiteFooter.Newsletter>
      <SiteFooter.Columns>
        <SiteFooter.Brand wordmark={footer.brand.wordmark} description={footer.brand.tagline}>
          <SiteFooter.Social title={footer.headings.social} links={social} />
        </SiteFooter.Brand>
        {columns.map((column) => (
          <SiteFooter.Column key={column.title} title={column.title} links={column.links} />
        ))}
        <SiteFooter.Contact>
          {contactGroups.map((group) => (
            <SiteFooter.ContactGroup key={group.title} title={group.title} items={group.items} />
          ))}
        </SiteFooter.Contact>
      </SiteFooter.Columns>
      <SiteFooter.Bottom>
        <SiteFooter.Legal
          copyright={footer.copyright(new Date().getFullYear())}
          links={legal}
          label={footer.headings.legal}
        />
        <SiteFooter.Payments title={footer.headings.payments} methods={payments} />
      </SiteFooter.Bottom>
    </SiteFooter.Root>
  );
}
