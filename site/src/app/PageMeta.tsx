import { brand } from '../content/brand';

export interface PageMetaProps {
  /** The page's own title; the brand name is appended. Omit on the home page. */
  title?: string;
  description: string;
}

/** The document title and description of a route (React hoists both into `<head>`). */
export function PageMeta({ title, description }: PageMetaProps) {
  const full = title ? `${title} | ${brand.name}` : `${brand.name}: ${brand.tagline}`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
    </>
  );
}
