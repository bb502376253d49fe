import type { GlyphName } from '@agency/design-system';

export { TestimonialsCarousel as default } from '../../pages/Home/TestimonialsCarousel';

/** What it draws only in the browser (Play, once the slideshow has stopped): the page holds it. */
export const laterGlyphs: readonly GlyphName[] = ['play'];
