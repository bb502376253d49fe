/** `aria-current="page"` for the link to the page being shown, nothing for the others. */
export function ariaCurrent(href: string, currentPath: string | undefined): 'page' | undefined {
  return currentPath !== undefined && href === currentPath ? 'page' : undefined;
}
