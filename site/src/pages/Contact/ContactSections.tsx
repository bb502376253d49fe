import { Button, ContactInfoList, SectionHeading, Stack, SuccessPanel } from '@agency/design-system';
import { contactSections } from '../../content/contactSections';
import { ContentIcon } from '../../ui/icons/glyphs/contact';

/*
 * What the contact page leaves for after the splash (see `ContactPage`), in one module: the contact
 * details, with their content and icons; the hero and the send button's glyph, which the page keeps
 * as prerendered until then; and what shows only once the visitor has submitted the form: its
 * messages and its sent view.
 */

export { Alert, PageHero } from '@agency/design-system';
export { ContentIcon };

const { success } = contactSections;

const details = contactSections.details.map((detail) => ({
  icon: <ContentIcon name={detail.icon} contained="subtle" size="md" />,
  label: detail.label,
  value: detail.lines,
  href: detail.href,
  // The map opens on another site; mailto and tel hand over to an app.
  external: detail.href.startsWith('http'),
}));

/** The office address, e-mail and phone, beside the form (above it on narrow screens). */
export function ContactDetails() {
  return (
    <Stack gap="8">
      <SectionHeading title={contactSections.detailsHeading} description={contactSections.detailsIntro} />
      <ContactInfoList items={details} />
    </Stack>
  );
}

/** Replaces the form once the message is sent; its button reloads the page. */
export function ContactSent() {
  return (
    <SuccessPanel
      title={success.title}
      focusOnMount
      action={<Button onClick={() => window.location.reload()}>{success.action}</Button>}
    >
      {success.message}
    </SuccessPanel>
  );
}
