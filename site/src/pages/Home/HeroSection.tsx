import { Button, HomeHero } from '@agency/design-system';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { hero } from '../../content/hero';
import { BrandIcon } from '../../ui/icons';

const title = `${hero.headline.lead} ${hero.headline.highlight}`;

const social = hero.socialLinks.map((link) => ({
  label: link.label,
  href: link.href,
  icon: <BrandIcon name={link.icon} />,
}));

/**
 * Whether the element can be seen: false while an ancestor is `inert` (the app shell keeps the page
 * inert behind the splash), so the hero's entrance plays when the visitor can watch it.
 */
function useUncovered(ref: RefObject<HTMLElement | null>): boolean {
  const [uncovered, setUncovered] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const covered = () => element.closest('[inert]') !== null;
    if (!covered()) {
      setUncovered(true);
      return;
    }
    const observer = new MutationObserver(() => {
      if (covered()) return;
      observer.disconnect();
      setUncovered(true);
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true });
    return () => observer.disconnect();
  }, [ref]);
  return uncovered;
}

/** Home hero (spec section 2): headline, sub-text, two calls to action and three social links. */
export function HeroSection() {
  const ref = useRef<HTMLElement>(null);
  const play = useUncovered(ref);
  return (
    <HomeHero
      ref={ref}
      eyebrow={hero.eyebrow}
      title={title}
      highlight={hero.headline.highlight}
      subtitle={hero.subtext}
      actions={hero.actions.map((action) => (
        <Button key={action.href} href={action.href} variant={action.variant} size="lg">
          {action.label}
        </Button>
      ))}
      social={social}
      delays={{ headline: hero.delaysS.headline, subtitle: hero.delaysS.subtext, actions: hero.delaysS.actions }}
      play={play}
    />
  );
}
