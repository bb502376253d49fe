import { contrastPairs, contrastRatio } from '../src/tokens/contrast';

/**
 * The text and background pairs the components put together that miss WCAG AA in `colors` (a theme's
 * colours with a brand's over them), as `foreground on background: ratio`: none for a brand that keeps AA.
 */
export function contrastFailures(colors: Record<string, string>): string[] {
  return contrastPairs
    .map((pair) => ({
      ...pair,
      ratio: contrastRatio(colors[pair.foreground]!, colors[pair.background]!, pair.backdrop && colors[pair.backdrop]),
    }))
    .filter(({ ratio, minimum }) => ratio < minimum)
    .map(({ foreground, background, ratio }) => `${foreground} on ${background}: ${ratio.toFixed(2)}`);
}
