/** The navigation bar is hidden on /login and on a project's detail page whose id is all digits (spec section 2). */
export function navHiddenOn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/login' || /^\/projects\/\d+$/.test(path);
}
