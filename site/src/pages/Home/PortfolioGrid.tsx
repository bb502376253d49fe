import {
  AutoHeight,
  Button,
  durations,
  Grid,
  Inline,
  Reveal,
  Stack,
  type StackProps,
  useNearViewport,
  useReducedMotion,
} from '@agency/design-system';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { portfolioProjects, portfolioSection } from '../../content/portfolio';
import { PortfolioCard } from './PortfolioCard';

const { labels } = portfolioSection;

/** The space between the section's heading, its grid and its toggle (the section's gap, as the grid is one block of it). */
export const portfolioGap: StackProps['gap'] = '12';

const PortfolioMore = lazy(() => import('./PortfolioMore'));

/** Frames in a row in which the block neither animates nor changes height, after which it has settled. */
const settledFrames = 6;
/** What the visitor does to scroll the page themselves, which ends the pinning. */
const visitorScrolls = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps `element` where it is on screen while the block above it closes (an `AutoHeight`): the page
 * scrolls with the change, frame by frame, until the block has closed, and then kept one height, with
 * no animation, for a few frames (counted in frames, not time, so a slow phone gets as many), then
 * brings `element` into view. Scrolling by the visitor ends it at once.
 */
function pinWhileClosing(element: HTMLElement, block: HTMLElement) {
  const top = element.getBoundingClientRect().top;
  const openHeight = block.getBoundingClientRect().height;
  let height = openHeight;
  // Stillness counts only once the block has begun to close, however many frames the change takes to start.
  let closing = false;
  let still = 0;
  let frame = 0;
  const release = () => {
    cancelAnimationFrame(frame);
    for (const event of visitorScrolls) window.removeEventListener(event, release, { capture: true });
  };
  for (const event of visitorScrolls) window.addEventListener(event, release, { capture: true, passive: true });
  const step = () => {
    const drift = element.getBoundingClientRect().top - top;
    if (drift !== 0) window.scrollBy({ top: drift, behavior: 'instant' });
    const now = block.getBoundingClientRect().height;
    const animating = block.getAnimations().length > 0;
    closing ||= animating || now < openHeight;
    still = closing && now === height && !animating ? still + 1 : 0;
    height = now;
    if (still < settledFrames) {
      frame = requestAnimationFrame(step);
      return;
    }
    release();
    element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  };
  frame = requestAnimationFrame(step);
}

/**
 * Home portfolio's cards: three projects, then all five behind 'View All Projects'. The two
 * more fade in and out (`PortfolioMore`), and the grid's height follows (`AutoHeight`): the page below
 * glides instead of jumping. An island (the section's heading is static).
 */
export function PortfolioGrid() {
  const gridId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const gridBlock = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [expanded, setExpanded] = useState(false);
  // The more cards' code (and framer-motion) comes as the visitor nears the grid, so it is there to
  // animate them in when asked for; the first three are in the page's HTML.
  const nearby = useNearViewport(gridBlock);
  const first = portfolioProjects.slice(0, portfolioSection.initialVisible);
  const rest = portfolioProjects.slice(portfolioSection.initialVisible);
  const hasMore = rest.length > 0;
  const more = expanded ? rest : [];

  const moreCards = more.map((project, index) => (
    <PortfolioCard key={project.id} project={project} index={first.length + index} />
  ));

  const toggle = () => {
    setExpanded(!expanded);
    if (expanded) {
      // Collapsing removes cards above the button: focus stays on it, and it stays in view (where it
      // was on screen while the grid closes; at once under reduced motion).
      const button = toggleRef.current;
      const block = gridBlock.current;
      if (!button || !block) return;
      if (reducedMotion) requestAnimationFrame(() => button.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
      else pinWhileClosing(button, block);
    }
  };

  return (
    <Stack gap={portfolioGap}>
      <AutoHeight ref={gridBlock}>
        <Grid id={gridId} columns={{ base: 1, md: 2, lg: 3 }} gap="8" count={first.length + more.length}>
          {first.map((project, index) => (
            <Reveal asChild key={project.id} delay={(durations.stagger / 1000) * index}>
              <PortfolioCard project={project} index={index} />
            </Reveal>
          ))}
          {hasMore && (nearby || expanded) && (
            // Until their code has come, the more cards show at once, without the fade.
            <Suspense fallback={moreCards}>
              <PortfolioMore cards={moreCards} />
            </Suspense>
          )}
        </Grid>
      </AutoHeight>
      {hasMore && (
        <Inline justify="center">
          <Button
            ref={toggleRef}
            variant="secondary"
            size="lg"
            aria-expanded={expanded}
            aria-controls={gridId}
            onClick={toggle}
          >
            {expanded ? labels.showLess : labels.viewAll}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
