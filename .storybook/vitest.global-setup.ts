/**
 * Before each run of the storybook project: remove the new images that earlier runs left beside
 * their failed screenshot comparisons, so that `npm run review` shows the changes of this run only.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { attachmentsDir } from '../tools/review/review.mjs';

function removeStoryAttachments(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (name.endsWith('.stories.tsx')) rmSync(path, { recursive: true, force: true });
    else removeStoryAttachments(path);
  }
}

export function setup(): void {
  removeStoryAttachments(attachmentsDir);
}
