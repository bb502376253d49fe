import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '../content/icons';

export interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  /** The content's image: its file, intrinsic size (no layout shift) and text alternative. */
  image: ImageAsset;
}

/** An image of the content, decoded off the main thread; `alt`, `loading` and the rest may be overridden. */
export function ContentImage({ image, ...props }: ContentImageProps) {
  return <img src={image.src} width={image.width} height={image.height} alt={image.alt} decoding="async" {...props} />;
}
