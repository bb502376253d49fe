import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Container, HighlightedText, Reveal, cx, Link } from '@agency/design-system';
import { HeroVisual } from './HeroVisual';
import * as styles from './HomeHero.css';

/** An icon-only link under the hero's actions (a chat link, a social profile). */
export interface HomeHeroSocialLink {
  /** The accessible name (and tooltip), e.g. 'LinkedIn'. */
  label: string;
  href: string;
  /**
   * The glyph, one `<svg>` hidden from assistive technology (an `<Icon>`, or lucide's icons, which
   * set `aria-hidden`): the label names the link. Shown 20 px, with no wrapper of its own.
   */
  icon: ReactNode;
  /** e.g. `_blank`, with `rel` `noopener noreferrer`. */
  target?: string;
  rel?: string;
}

/** Entrance delays in seconds after `play` turns true. */
export interface HomeHeroDelays {
  /** Eyebrow and headline. */
  headline: number;
  /** Sub-text (and the illustration). */
  subtitle: number;
  /** Actions and social links. */
  actions: number;
}

export interface HomeHeroProps extends Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> {
  /** The page's `h1`. */
  title: string;
  /** Part of `title` drawn in the brand gradient. Ignored if not found. */
  highlight?: string;
  /** A short label in a pill above the headline. */
  eyebrow?: ReactNode;
  /** The sub-text under the headline. */
  subtitle: ReactNode;
  /** Calls to action (Buttons). On phones they take the full width. */
  actions?: ReactNode;
  /** Icon links under the actions, and the accessible name of their list (default 'Social media'). */
  social?: { label?: string; links: readonly HomeHeroSocialLink[] };
  /**
   * The illustration: beside the text from lg, under it on tablets, left out on phones. Left out, a built-in decorative product collage
   * (dashboard, phone, status chips) in the theme's colours; `null` shows none.
   */
  visual?: ReactNode;
  /** Entrance delays in seconds (the home page spec: 0.5, 0.8, 1.1). */
  delays?: HomeHeroDelays;
  /**
   * Starts the entrance (CSS, from the first paint; default true). False holds it hidden at its start.
   * Under a `Splash` there is no need: the entrance waits by itself while `splashCovered` covers the
   * page. Under reduced motion everything shows at once, whatever this says.
   */
  play?: boolean;
}

const defaultDelays: HomeHeroDelays = { headline: 0, subtitle: 0.15, actions: 0.3 };

interface EntranceProps {
  delay: number;
  play: boolean;
  className?: string;
  children: ReactNode;
}

/** A part of the hero that fades up `delay` seconds after the first paint (or after `play` turns true). */
function Entrance({ delay, play, className, children }: EntranceProps) {
  return (
    <Reveal trigger="load" delay={delay} play={play} className={className}>
      {children}
    </Reveal>
  );
}

/**
 * The home page's opening banner: a pill eyebrow, a large headline with a gradient highlight, the
 * sub-text, calls to action and social icon links on a soft brand glow, with an illustration beside it
 * on large screens. Pads itself below the fixed navigation bar. Its parts enter one after another.
 */
export function HomeHero({
  title,
  highlight,
  eyebrow,
  subtitle,
  actions,
  social,
  visual,
  delays = defaultDelays,
  play = true,
  className,
  ...rest
}: HomeHeroProps) {
  const titleId = useId();
  const illustration = visual === undefined ? <HeroVisual /> : visual;
  const hasVisual = illustration !== null && illustration !== false;
  const entrance = { play };
  const socialLinks = social?.links ?? [];

  return (
    <section aria-labelledby={titleId} {...rest} className={cx(styles.root, className)}>
      <Container className={cx(styles.inner, hasVisual && styles.withVisual)}>
        <div className={styles.text}>
          <Entrance delay={delays.headline} {...entrance}>
            {eyebrow ? (
              <hgroup className={styles.group}>
                <p className={styles.eyebrow}>
                  <span className={styles.eyebrowDot} aria-hidden="true" />
                  {eyebrow}
                </p>
                <h1 id={titleId} className={styles.title}>
                  <HighlightedText highlight={highlight}>{title}</HighlightedText>
                </h1>
              </hgroup>
            ) : (
              <h1 id={titleId} className={styles.title}>
                <HighlightedText highlight={highlight}>{title}</HighlightedText>
              </h1>
            )}
          </Entrance>
          <Entrance delay={delays.subtitle} {...entrance}>
            <p className={styles.subtitle}>{subtitle}</p>
          </Entrance>
          {(actions !== undefined || socialLinks.length > 0) && (
            <Entrance delay={delays.actions} className={styles.actionsBlock} {...entrance}>
              {actions !== undefined && <div className={styles.actions}>{actions}</div>}
              {socialLinks.length > 0 && (
                <ul className={styles.social} aria-label={social?.label ?? 'Social media'}>
                  {socialLinks.map((item) => (
                    <li key={item.label}>
                      <Link
                        href={item.href}
                        target={item.target}
                        rel={item.rel}
                        className={styles.socialLink}
                        aria-label={item.label}
                        title={item.label}
                      >
                        {item.icon}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Entrance>
          )}
        </div>
        {hasVisual && (
          <Entrance delay={delays.subtitle} className={styles.visualSlot} {...entrance}>
            {illustration}
          </Entrance>
        )}
      </Container>
    </section>
  );
}
