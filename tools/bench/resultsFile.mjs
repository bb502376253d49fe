// @ts-check
/**
 * `bench/results.md` holds the splash comparison (written whole by a full run of it) and sections
 * that each part of the bench writes on its own: the script-cost comparison's section sits between
 * `<!-- bench:script-cost -->` and `<!-- /bench:script-cost -->`. A run replaces the sections it
 * measured and keeps the others as they were.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format, resolveConfig } from 'prettier';

/** @param {string} id */
const markers = (id) => ({ start: `<!-- bench:${id} -->`, end: `<!-- /bench:${id} -->` });

/** Section `id` of a results file, markers included, or '' when it has none. @param {string} markdown @param {string} id */
function blockOf(markdown, id) {
  const { start, end } = markers(id);
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end, from);
  return from < 0 || to < 0 ? '' : markdown.slice(from, to + end.length);
}

/**
 * What section `id` of a results file holds (between its markers), or '' when the file has none.
 * @param {string} markdown @param {string} id
 */
export function sectionOf(markdown, id) {
  const { start, end } = markers(id);
  return blockOf(markdown, id).slice(start.length, -end.length).trim();
}

/**
 * The results file with section `id` holding `body` (markers added): in the place of the old one, or
 * appended when the file has none. An empty body removes the section.
 * @param {string} markdown @param {string} id @param {string} body
 */
export function withSection(markdown, id, body) {
  const { start, end } = markers(id);
  const section = body.trim() ? `${start}\n\n${body.trim()}\n\n${end}` : '';
  const old = blockOf(markdown, id);
  if (old)
    return `${markdown
      .replace(old, () => section)
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`;
  return section ? `${markdown.trimEnd()}${markdown.trim() ? '\n\n' : ''}${section}\n` : markdown;
}

/** The results file as it is, or '' when there is none. @param {string} file */
export const readResults = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/**
 * Writes the results file formatted as the repository's prettier check expects (it is committed).
 * @param {string} file @param {string} markdown
 */
export async function writeResults(file, markdown) {
  mkdirSync(dirname(file), { recursive: true });
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(markdown, { ...options, filepath: file }));
}
