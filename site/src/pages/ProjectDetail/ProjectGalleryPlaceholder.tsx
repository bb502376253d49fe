import { mediaUp, useMediaQuery, vars } from '@agency/design-system';
import type { ImageAsset } from '../../content/icons';

/**
 * Stands in for the gallery should it have to render before its code is in: its first image in a box
 * the size of the design system's Carousel as `ProjectGallery` renders it (one slide, the controls'
 * row, the thumbnails' row), so that nothing moves when the carousel arrives. A prerendered page keeps
 * the gallery's server HTML until the code arrives (unless React drops it because something above
 * updated), and after a client-side navigation the page waits for the code (`useWholePageOnNavigation`),
 * so it rarely shows. The sizes mirror `Carousel.css.ts`.
 */
export function ProjectGalleryPlaceholder({ image }: { image: ImageAsset }) {
  const smUp = useMediaQuery(mediaUp('sm'));
  const mdUp = useMediaQuery(mediaUp('md'));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 }}>
      {/* The slides' viewport, with room above and below for the slides' shadows. */}
      <div style={{ paddingBlock: vars.space[3] }}>
        <img src={image.src} width={image.width} height={image.height} alt={image.alt} decoding="async" />
      </div>
      {/* The controls: 2.75rem buttons; below `sm` the dots (1.5rem) take a line of their own above them. */}
      <div style={{ blockSize: smUp ? '2.75rem' : `calc(1.5rem + ${vars.space[3]} + 2.75rem)` }} />
      {/* The thumbnails: 4:3, 4.5rem wide, 5.5rem from `md` up. */}
      <div style={{ blockSize: `calc(${mdUp ? '5.5rem' : '4.5rem'} * 3 / 4)` }} />
    </div>
  );
}
