/**
 * The production build's JavaScript chunks, as a browser meets them: from every route's scripts,
 * through every chunk they import or load later. No chunk may import, directly or through others, a
 * chunk that imports it back: in such a cycle the browser runs one of them before a module it needs,
 * and a part reads a value that is not there yet (an island that never starts). Each script but
 * Firebase's carries V8's compile hint (tools/build/compileHint.mjs) before its code.
 */
import { describe, expect, inject, it } from 'vitest';
import { compileHint } from '../../tools/build/compileHint.mjs';
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

/** A chunk as served: the chunks it imports statically, and its source. */
interface Chunk {
  imports: string[];
  source: string;
}

/** Every chunk reachable from the routes' scripts. */
async function chunkGraph(routes: readonly string[]): Promise<Map<string, Chunk>> {
  const graph = new Map<string, Chunk>();
  const queue: string[] = [];
  for (const route of routes) queue.push(...scriptsOf(await (await fetch(url(route, 'shipped'))).text()));
  while (queue.length > 0) {
    const chunk = queue.shift()!;
    if (graph.has(chunk)) continue;
    const response = await fetch(url(chunk, 'shipped'));
    expect(response.status, chunk).toBe(200);
    const source = await response.text();
    const { imports, loads } = importsOf(source, chunk);
    graph.set(chunk, { imports, source });
    queue.push(...imports, ...loads);
  }
  return graph;
}

/** The import cycles of a graph, each as the chunks around it. */
function cycles(graph: Map<string, Chunk>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (chunk: string, path: string[]) => {
    const at = path.indexOf(chunk);
    if (at >= 0) return void found.push([...path.slice(at), chunk]);
    if (done.has(chunk)) return;
    for (const next of graph.get(chunk)?.imports ?? []) visit(next, [...path, chunk]);
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

  it('each ask V8 to compile all their functions as they stream in, but the sign-in library', async () => {
    const graph = await chunkGraph(inject('sitePages').onePerRoute);
    // Before any code: on the first line, or on the second after Vite's list of a chunk's preloads.
    const hinted = (source: string) =>
      source.replace(/^const __vite__mapDeps=[^\n]*\n/, '').startsWith(`${compileHint}\n`);
    const unhinted = [...graph].filter(([, { source }]) => !hinted(source)).map(([chunk]) => chunk);
    expect(unhinted).toEqual([expect.stringMatching(/^\/assets\/firebaseIdentity-[\w-]+\.js$/)]);
  });
});
