/** The sitemap page (/sitemap): every page of the site, from the route table. */
export const sitemapPage = {
  hero: {
    eyebrow: 'Site',
    title: 'Sitemap',
    subtitle: 'Every page of the site, in one list.',
  },
  /** The home page's name in the list (its own title is the brand's). */
  homeTitle: 'Home',
} as const;
