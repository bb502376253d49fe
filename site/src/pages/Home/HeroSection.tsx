import { Button } from '@agency/design-system';
import { HomeHero } from '@agency/site-sections';
import { hero } from '../../content/hero';
import { SocialIcon } from '../../ui/icons/SocialIcon';

const title = `${hero.headline.lead} ${hero.headline.highlight}`;

const social = hero.socialLinks.map((link) => ({
  label: link.label,
  href: link.href,
  icon: <SocialIcon name={link.icon} />,
}));

/** Home hero: headline, sub-text, two calls to action and three social links. */
export function HeroSection() {
  // The entrance (CSS) plays from the first paint; under the splash it waits until the splash leaves.
  return (
    <HomeHero
      eyebrow={hero.eyebrow}
      title={title}
      highlight={hero.headline.highlight}
      subtitle={hero.subtext}
      actions={hero.actions.map((action) => (
        <Button key={action.href} href={action.href} variant={action.variant} size="lg">
          {action.label}
        </Button>
      ))}
      social={{ links: social }}
      delays={{ headline: hero.delaysS.headline, subtitle: hero.delaysS.subtext, actions: hero.delaysS.actions }}
    />
  );
}
