import { userEvent } from 'storybook/test';

/**
 * Clicks where a pointer would land at the centre of `element`: the topmost element at that point,
 * which proves what a stretched link overlay covers (a synthetic click on `element` itself would not).
 */
export async function clickAt(element: Element): Promise<Element> {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) throw new Error('Nothing under the pointer');
  await userEvent.click(hit);
  return hit;
}
