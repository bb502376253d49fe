import { vars } from '../theme/contract.css';

type Space = keyof typeof vars.space;

/**
 * The flex containers most styles start from, as style objects to spread into a vanilla-extract style
 * (`{ ...stackLayout('4'), maxWidth: '36rem' }`): `stackLayout` sets children in a column, `rowLayout`
 * on a line (`'inline-flex'` for an inline box), each `gap` apart on the space scale.
 */
export const stackLayout = (gap: Space, alignItems?: string) =>
  ({ display: 'flex', flexDirection: 'column', ...(alignItems && { alignItems }), gap: vars.space[gap] }) as const;

export const rowLayout = (gap: Space, alignItems: string, display: 'flex' | 'inline-flex' = 'flex') =>
  ({ display, alignItems, gap: vars.space[gap] }) as const;
