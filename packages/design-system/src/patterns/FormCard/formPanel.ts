import type { CardShellProps } from '../../primitives/Card';

/**
 * The card chrome of a form's panel: a labelled section, raised, as tall as its content. The panel that
 * replaces the form once it is sent (SuccessPanel) shares it, so the swap does not jump.
 */
export const formPanelChrome = {
  as: 'section',
  padding: 'none',
  elevation: 2,
  stretch: false,
} as const satisfies Partial<CardShellProps>;
