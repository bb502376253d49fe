import { useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Avatar.css';

/** The colour pair of an initials avatar: a background and the foreground checked on it. */
export type AvatarSurface = keyof typeof styles.surface;

/** Pixel diameters, also written on the image as its intrinsic width and height. */
const diameters = { sm: 32, md: 48, lg: 72, xl: 112 } as const satisfies Record<keyof typeof styles.size, number>;

const surfaces = Object.keys(styles.surface) as AvatarSurface[];

/** Up to two initials: the first letters of the first and last words ('Priya Sharma' → 'PS'). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => Boolean(word))
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase())
    .join('');
}

/** The same name always gets the same surface (an FNV-1a hash of the normalised name, no randomness). */
export function surfaceOf(name: string): AvatarSurface {
  let hash = 0x811c9dc5;
  for (const char of name.trim().replace(/\s+/g, ' ').toLowerCase()) {
    hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  }
  return surfaces[hash % surfaces.length]!;
}

export interface AvatarProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'role'> {
  /** The person's name: the accessible name, the image's alt text and the source of initials and colour. */
  name: string;
  /** Diameter: sm 32 · md 48 · lg 72 · xl 112 px. */
  size?: keyof typeof styles.size;
  /** A portrait. If it fails to load, the initials show instead. */
  src?: string;
  /** The initials' colour pair; by default one picked from the name. */
  surface?: AvatarSurface;
  /** The name is already written next to the avatar: hide it from assistive technology. */
  decorative?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A person's portrait, or their initials on a colour picked deterministically from their name (role pairs
 * that keep contrast in both themes). An image that fails to load falls back to the initials. Mark it
 * `decorative` when the name is written next to it.
 */
export function Avatar({ name, size = 'md', src, surface, decorative = false, className, ...rest }: AvatarProps) {
  // Remembers which source failed, so a new `src` gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(src) && src !== failedSrc;
  const classes = cx(
    styles.avatar,
    styles.size[size],
    !showImage && styles.surface[surface ?? surfaceOf(name)],
    className,
  );

  if (showImage) {
    return (
      <span {...rest} className={classes} aria-hidden={decorative || undefined}>
        <img
          className={styles.image}
          src={src}
          alt={decorative ? '' : name}
          width={diameters[size]}
          height={diameters[size]}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }

  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span {...rest} {...a11y} className={classes}>
      {initialsOf(name)}
    </span>
  );
}
