import { AnimatePresence, LayoutGroup, m } from 'framer-motion';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { MotionProvider } from './MotionProvider';
import { Slot } from '../utils/Slot';
import { motionTransitions } from './transitions';
import { useLeaving } from './leaving';

export interface LayoutListProps {
  /** The items: `LayoutItem`s, each with a stable `key`. */
  children?: ReactNode;
}

/**
 * A list whose items come, go and move, for what CSS cannot animate: items that stay glide to their
 * new places (layout animation), new ones fade in, and leaving ones fade out where they were, taken
 * out of the flow at once (so the others move into their places meanwhile; in an `AutoHeight`, the
 * block closes over them). It renders no element of its own: put it inside the list's element (a
 * `Grid` with `count`, a `ul`), which should not be positioned itself. Nothing moves on the first
 * render, so the server HTML is the list as it is; framer-motion's layout features are loaded
 * asynchronously once it mounts. Under reduced motion every item is where it belongs at once.
 */
export function LayoutList({ children }: LayoutListProps) {
  return (
    <MotionProvider features="layout">
      <LayoutGroup>
        <AnimatePresence mode="popLayout" initial={false}>
          {children}
        </AnimatePresence>
      </LayoutGroup>
    </MotionProvider>
  );
}

/** framer-motion's own props that a native attribute of the same name would clash with. */
type MotionOwned =
  'onAnimationStart' | 'onAnimationEnd' | 'onAnimationIteration' | 'onDrag' | 'onDragStart' | 'onDragEnd';

export interface LayoutItemProps extends Omit<HTMLAttributes<HTMLElement>, MotionOwned> {
  children?: ReactNode;
  /** The element to render (default `div`; `li` in a list). */
  as?: 'div' | 'li';
  /**
   * Render no element of its own: the motion goes on its only child (a card), which must pass
   * `className`, `style`, `ref` and attributes to its root element (every design-system component does).
   */
  asChild?: boolean;
  ref?: Ref<HTMLElement>;
}

const hidden = { opacity: 0, scale: 0.96 };
const shown = { opacity: 1, scale: 1 };
const moving = { ...motionTransitions.enter, layout: motionTransitions.layout };

/** A motion component of `Slot`: the item's motion on its child. Created once; dropped when unused. */
const MotionSlot = /* @__PURE__ */ m.create(Slot);

/** An item of a `LayoutList`: give it a stable `key`. See `LayoutList`. */
export function LayoutItem({ as = 'div', asChild = false, style, children, ...rest }: LayoutItemProps) {
  const { reduced, props: leavingProps } = useLeaving();
  const Item = asChild ? MotionSlot : as === 'li' ? m.li : m.div;
  return (
    <Item
      {...(rest as object)}
      {...leavingProps}
      style={{ ...style, ...leavingProps.style }}
      // Only the place is animated: the size snaps, so text never stretches on its way.
      layout={reduced ? false : 'position'}
      initial={reduced ? false : hidden}
      animate={shown}
      exit={reduced ? undefined : { ...hidden, transition: motionTransitions.exit }}
      transition={reduced ? motionTransitions.instant : moving}
    >
      {children}
    </Item>
  );
}
