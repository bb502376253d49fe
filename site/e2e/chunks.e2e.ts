/**
 * The production build's JavaScript chunks, as a browser meets them: from every route's scripts,
 * through every chunk they import or load later. No chunk may import, directly or through others, a
 * chunk that imports it back: in such a cycle the browser runs one of them before a module it needs,
 * and a part reads a value that is not there yet (an island that never starts).
 */
import { describe, expect, inject, it } from 'vitest';
import { scriptsOf } from '../../tools/bundle/before-content.mjs';
import { url } from './harness';

/** The chunks a chunk imports statically (they run before it) and the ones it loads on demand. */
function importsOf(source: string, from: string): { imports: string[]; loads: string[] } {
  const resolve = (specifier: string) => new URL(specifier, `http://chunk${from}`).pathname;
  const imports = [
    ...source.matchAll(/(?:\bimport|\bexport)\s*(?:[\w${},\s*]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g),
  ];
  const loads = [...source.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)];
  return { imports: imports.map((m) => resolve(m[1]!)), loads: loads.map((m) => resolve(m[1]!)) };
}

/** Every chunk reachable from the routes' scripts, with the chunks each imports statically. */
async function chunkGraph(routes: readonly string[]): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  const queue: string[] = [];
  for (const route of routes) queue.push(...scriptsOf(await (await fetch(url(route, 'shipped'))).text()));
  while (queue.length > 0) {
    const chunk = queue.shift()!;
    if (graph.has(chunk)) continue;
    const response = await fetch(url(chunk, 'shipped'));
    expect(response.status, chunk).toBe(200);
    const { imports, loads } = importsOf(await response.text(), chunk);
    graph.set(chunk, imports);
    queue.push(...imports, ...loads);
  }
  return graph;
}

/** The import cycles of a graph, each as the chunks around it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (chunk: string, path: string[]) => {
    const at = path.indexOf(chunk);
    if (at >= 0) return void found.push([...path.slice(at), chunk]);
    if (done.has(chunk)) return;
    for (const next of graph.get(chunk) ?? []) visit(next, [...path, chunk]);
    done.add(chunk);
  };
  for (const chunk of graph.keys()) visit(chunk, []);
  return found;
}

describe('the chunks of the build', () => {
  it('import one another in no cycle, from every route and every part it loads', async () => {
    const graph = await chunkGraph(inject('sitePages').onePerRoute);
    // The loader and the islands it loads are found, not only the routes' first scripts.
    expect([...graph.keys()].some((chunk) => /Island-/.test(chunk))).toBe(true);
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
