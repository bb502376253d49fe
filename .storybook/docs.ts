import type { Parameters } from '@storybook/react-vite';

/**
 * A story file's `parameters` for its docs page: the component's description and, for a page-level
 * component (a fixed bar, a full-screen overlay), a full-screen canvas shown in an iframe this tall.
 */
export function componentDocs(description: string, page?: { iframeHeight: number }): Parameters {
  const docs = { description: { component: description } };
  if (!page) return { docs };
  return { layout: 'fullscreen', docs: { ...docs, story: { inline: false, iframeHeight: page.iframeHeight } } };
}
