import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';

/** Code's family: shipped in fonts.css, fetched only by a page that shows code. */
const mono = "'JetBrains Mono Variable', ui-monospace, monospace";

export const root = style({
  maxWidth: '70ch',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
  '@media': { [mediaUp('md')]: { fontSize: '1.0625rem' } },
});

const within = (selector: string) => `${root} ${selector}`;

globalStyle(within('> * + *'), { marginBlockStart: vars.space[4] });
globalStyle(within(':is(h2, h3, h4)'), {
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
} as never);
globalStyle(within('h2'), {
  fontSize: vars.font.size.xl,
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size['2xl'] } },
});
globalStyle(within('h3'), { fontSize: vars.font.size.lg });
globalStyle(within('h4'), { fontSize: vars.font.size.md });
globalStyle(within('> * + :is(h2, h3, h4)'), { marginBlockStart: vars.space[10] });
globalStyle(within('> :is(h2, h3, h4) + *'), { marginBlockStart: vars.space[3] });

globalStyle(within(':is(ul, ol)'), { margin: 0, paddingInlineStart: vars.space[6] });
globalStyle(within('li + li'), { marginBlockStart: vars.space[2] });
globalStyle(within('li > :is(ul, ol)'), { marginBlockStart: vars.space[2] });
globalStyle(within('li::marker'), { color: vars.color.primary, fontWeight: vars.font.weight.semibold });

globalStyle(within('strong'), { fontWeight: vars.font.weight.semibold });
globalStyle(within('a'), {
  color: vars.color.primary,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.18em',
});

globalStyle(within(':is(code, pre)'), { fontFamily: mono, fontSize: '0.875em' });
globalStyle(within(':not(pre) > code'), {
  paddingInline: '0.3em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
// Long lines wrap rather than scroll: a block that scrolls would have to take focus to be read by keyboard.
globalStyle(within('pre'), {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceSunken,
  lineHeight: vars.font.lineHeight.snug,
});

globalStyle(within('blockquote'), {
  margin: 0,
  paddingInlineStart: vars.space[4],
  borderInlineStart: `4px solid ${vars.color.primary}`,
  color: vars.color.textMuted,
});
// Lists and quotes keep the rhythm of the blocks around them: after their resets above, which would
// take their space away.
globalStyle(within('> * + :is(ul, ol, blockquote)'), { marginBlockStart: vars.space[4] });
globalStyle(within('> :is(h2, h3, h4) + :is(ul, ol, blockquote)'), { marginBlockStart: vars.space[3] });
globalStyle(within('hr'), {
  marginBlock: vars.space[8],
  border: 0,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

const shadeWidth = vars.space[5];
// Solid for its first half (the gradients below), so a cover hides a whole shade.
const coverWidth = `calc(2 * ${shadeWidth})`;
const shade = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

/**
 * Holds a table wider than the column: it scrolls inside, not the page, and a shade at an edge shows
 * that more lies beyond it. The shades stay at the edges of the box; a cover in the page's colour
 * at each end of the table scrolls with it and hides the shade of an edge the table has reached
 * (Lea Verou's scrolling shadows: no script, no animation).
 */
export const tableScroll = style({
  overflowX: 'auto',
  backgroundColor: vars.color.surface,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.surface} 50%, transparent)`,
    `linear-gradient(to left, ${vars.color.surface} 50%, transparent)`,
    `radial-gradient(farthest-side at 0 50%, ${shade}, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundSize: `${coverWidth} 100%, ${coverWidth} 100%, ${shadeWidth} 100%, ${shadeWidth} 100%`,
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'local, local, scroll, scroll',
});
globalStyle(within('table'), { width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(within(':is(th, td)'), {
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(within('th'), { fontWeight: vars.font.weight.semibold });

/** A task list's box (a checklist in running text, not a control). */
export const task = style({ listStyle: 'none', marginInlineStart: `calc(-1 * ${vars.space[6]})` });
export const taskBox = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  marginInlineEnd: vars.space[2],
  verticalAlign: '-0.125em',
  border: `2px solid ${vars.color.primary}`,
  borderRadius: '0.25em',
  selectors: { '&[data-checked]': { background: vars.color.primary } },
});
