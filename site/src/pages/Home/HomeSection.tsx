import {
  AnimatedGradient,
  Container,
  Reveal,
  Section,
  SectionHeading,
  Stack,
  type SectionHeadingProps,
  type SectionProps,
  type StackProps,
} from '@agency/design-system';
import { createElement, type ReactNode } from 'react';

/** A section's words, as the content modules give them. */
export interface HomeSectionText {
  eyebrow?: ReactNode;
  heading: string;
  intro?: ReactNode;
}

export interface HomeSectionProps extends Omit<SectionProps, 'title' | 'children'> {
  /** The section's centred heading: eyebrow, heading and intro. */
  text: HomeSectionText;
  /** A part of the heading drawn in the brand gradient. */
  highlight?: SectionHeadingProps['highlight'];
  /** The heading's id, which names the section. */
  titleId: string;
  /** Seconds before the heading (or the whole block) scrolls in: the section's delay. */
  revealDelayS: number;
  /**
   * The whole block scrolls in as one. Otherwise only the heading does, and the content under it brings
   * its own entrances (cards one after another).
   */
  revealAsOne?: boolean;
  /** Space between the heading and each block under it. */
  gap?: StackProps['gap'];
  /** Cross-axis alignment of the heading and the blocks under it. */
  align?: StackProps['align'];
  /** Sets the section on the slowly moving brand gradient band. */
  animatedGradient?: boolean;
  /** The blocks under the heading: a grid of cards, a carousel, a call to action. */
  children: ReactNode;
}

/** A home page section: its centred heading over a column of blocks, scrolling in after the section's delay. */
export function HomeSection({
  text,
  highlight,
  titleId,
  revealDelayS,
  revealAsOne = false,
  gap = '12',
  align,
  animatedGradient = false,
  children,
  ...section
}: HomeSectionProps) {
  const title = (
    <SectionHeading
      align="center"
      eyebrow={text.eyebrow}
      title={text.heading}
      highlight={highlight}
      description={text.intro}
      titleId={titleId}
    />
  );
  // The blocks become the column's own children, beside the heading, as if written out in it: an array
  // in one slot would move them down a level of the tree, and the ids `useId` gives inside them with it.
  const blocks = Array.isArray(children) ? (children as ReactNode[]) : [children];
  const column = revealAsOne ? (
    <Reveal asChild delay={revealDelayS}>
      {createElement(Stack, { gap, align }, title, ...blocks)}
    </Reveal>
  ) : (
    createElement(
      Stack,
      { gap, align },
      <Reveal asChild delay={revealDelayS}>
        {title}
      </Reveal>,
      ...blocks,
    )
  );
  if (animatedGradient) {
    return (
      <AnimatedGradient as="section" aria-labelledby={titleId}>
        <Section {...section} as="div">
          <Container>{column}</Container>
        </Section>
      </AnimatedGradient>
    );
  }
  return (
    <Section {...section} aria-labelledby={titleId}>
      <Container>{column}</Container>
    </Section>
  );
}
