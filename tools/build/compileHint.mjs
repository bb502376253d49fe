// @ts-check
/**
 * V8's explicit compile hint (Chrome 136), at the top of a script before its code: every function in
 * it is compiled as the file streams in, on a background thread, instead of on the main thread when
 * first called. For the site's scripts, whose code runs as soon as they load (an island's chunks when
 * it hydrates, the page's small classic scripts), except a library of which a page runs a small part
 * (Firebase).
 */
export const compileHint = '//# allFunctionsCalledOnLoad';
