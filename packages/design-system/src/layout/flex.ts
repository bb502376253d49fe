import { vars } from '../theme/contract.css';

type Space = keyof typeof vars.space;

/** How a row places its items: cross-axis alignment, main-axis distribution, wrapping, an inline box. */
export interface RowLayoutOptions {
  align?: 'flex-start' | 'center' | 'flex-end' | 'baseline' | 'stretch' | 'start' | 'end';
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around' | 'start' | 'end';
  wrap?: boolean;
  inline?: boolean;
}

/**
 * The flex containers most styles start from, as style objects to spread into a vanilla-extract style
 * (`{ ...stackLayout('4'), maxWidth: '36rem' }`): `stackLayout` sets children in a column, `rowLayout`
 * on a line, each `gap` apart on the space scale.
 */
export const stackLayout = (gap: Space, alignItems?: RowLayoutOptions['align']) =>
  ({ display: 'flex', flexDirection: 'column', ...(alignItems && { alignItems }), gap: vars.space[gap] }) as const;

export const rowLayout = (gap: Space, { align, justify, wrap, inline }: RowLayoutOptions = {}) =>
  ({
    display: inline ? 'inline-flex' : 'flex',
    ...(wrap && { flexWrap: 'wrap' }),
    ...(align && { alignItems: align }),
    ...(justify && { justifyContent: justify }),
    gap: vars.space[gap],
  }) as const;
