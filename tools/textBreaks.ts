/**
 * Where an element's text breaks onto a new line at a hyphen: for each such hyphen, the text up to and
 * including it ([] when the text never breaks at one). It refers to nothing outside itself, so a
 * Playwright test can run it in the page (`locator.evaluate(brokenAtHyphens)`) as a story runs it in
 * the canvas.
 */
export function brokenAtHyphens(element: Element): string[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const broken: string[] = [];
  const top = (node: Text, offset: number) => {
    const range = document.createRange();
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    return Math.round(range.getBoundingClientRect().top);
  };
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data;
    for (let index = text.indexOf('-'); index > 0 && index < text.length - 1; index = text.indexOf('-', index + 1)) {
      if (top(node, index - 1) !== top(node, index + 1)) broken.push(text.slice(0, index + 1));
    }
  }
  return broken;
}
