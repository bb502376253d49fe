import { LayoutItem, LayoutList } from '@agency/design-system';
import type { ReactElement } from 'react';

export interface PortfolioMoreProps {
  /** The cards after the first ones, each with its project's id as `key`: none while the list is collapsed. */
  cards: ReactElement[];
}

/**
 * The cards behind 'View All Projects', which fade in and out (`LayoutList`). A chunk of its own, with
 * framer-motion: the home page loads it as the visitor scrolls towards the portfolio.
 */
export default function PortfolioMore({ cards }: PortfolioMoreProps) {
  return (
    <LayoutList>
      {cards.map((card) => (
        <LayoutItem asChild key={card.key}>
          {card}
        </LayoutItem>
      ))}
    </LayoutList>
  );
}
