/** The global a started scroll-in script sets (`window.__revealOnScroll`): it runs once per page. */
export const revealOnScrollFlag = '__revealOnScroll';
