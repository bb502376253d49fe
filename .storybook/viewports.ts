/** Viewports used by stories; tests resize the browser to the story's choice. */
export const viewports = {
  phone: { name: 'Phone (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '900px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  wide: { name: 'Wide (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** The size tests use when a story names no viewport. */
export const defaultTestViewport = { width: 1024, height: 720 };
