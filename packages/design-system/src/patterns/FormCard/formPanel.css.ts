import { card } from '../../primitives/Card/CardShell.css';

/**
 * The card chrome of a form's panel, composed from the card's own recipe when the styles are built (no
 * recipe or component at run time): raised, as tall as its content. The panel that replaces the form
 * once it is sent (SuccessPanel) shares it, so the swap does not jump.
 */
export const formPanel = card({ surface: 'raised', elevation: 2, padding: 'none', stretch: false });
