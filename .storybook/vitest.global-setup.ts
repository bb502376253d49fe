/**
 * Before each run of the storybook project: remove the new images that earlier runs left beside
 * their failed screenshot comparisons, so that `npm run review` shows the changes of this run only.
 */
import { clearStoryAttachments } from '../tools/review/review.mjs';

export function setup(): void {
  clearStoryAttachments();
}
