// @ts-check
/**
 * A small static server that answers as Firebase Hosting does with the repository's `firebase.json`
 * (its `hosting` settings, as the Hosting emulator is given them: tools/firebase/emulators.mjs; or a
 * previous commit's, for that commit's build), for
 * the benchmark's script-cost comparison: every build on a port of the bench's own, so a run takes
 * none of the ports the emulators, the e2e tests or a preview use. Node's HTTP/1.1, in one process.
 *
 *   - clean URLs: `/about` serves `about.html` or `about/index.html`; `/about/` redirects to `/about`
 *     (`trailingSlash: false`), and the `redirects` of firebase.json apply (`/about.html`, `/index.html`);
 *   - the `headers` of firebase.json by their `source` globs or `regex` (the CSP with the local
 *     stand-ins in its `connect-src`, as the emulator serves it; the cache headers);
 *   - dot files and folders (`.vite/`) are not served (firebase.json's `ignore`); an unknown path gets
 *     `404.html` with status 404;
 *   - text files (HTML, CSS, JavaScript, JSON, SVG, XML, the manifest) gzip-compressed (level 9, each file
 *     once) when the browser accepts gzip; fonts and images as they are.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { localContentSecurityPolicy, readFirebaseConfig } from '../firebase/emulators.mjs';

/**
 * @typedef {{ source?: string, regex?: string, destination: string, type?: number }} RedirectRule
 * @typedef {{ source?: string, regex?: string, headers: Array<{ key: string, value: string }> }} HeaderRule
 * @typedef {{ cleanUrls?: boolean, trailingSlash?: boolean, redirects?: RedirectRule[], headers?: HeaderRule[] }} HostingSettings
 * @typedef {{ redirect: string, status: number } | { file: string, status: number } | { notFound: true }} Answer
 */

const contentTypes = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
});
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt']);

/**
 * A Firebase Hosting glob (`**`, `/assets/**`, `*.js`) as a regular expression over the path.
 * @param {string} glob
 */
export function globPattern(glob) {
  const body = glob
    .replace(/^\//, '')
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^/${body}$`);
}

/** Whether a rule's `source` glob or `regex` matches a path. @param {{ source?: string, regex?: string }} rule @param {string} path */
const matches = (rule, path) =>
  rule.regex ? new RegExp(rule.regex).test(path) : rule.source ? globPattern(rule.source).test(path) : false;

/**
 * Where a redirect of firebase.json sends `path`, if one applies (`:1`, `:2` name a `regex`'s groups).
 * @param {RedirectRule[]} rules @param {string} path
 */
function redirectOf(rules, path) {
  for (const rule of rules) {
    const match = rule.regex
      ? new RegExp(rule.regex).exec(path)
      : rule.source
        ? globPattern(rule.source).exec(path)
        : null;
    if (match)
      return {
        redirect: rule.destination.replace(/:(\d+)/g, (_, group) => match[Number(group)] ?? ''),
        status: rule.type ?? 301,
      };
  }
  return undefined;
}

/**
 * What the server answers for a path (already decoded, without the query).
 * @param {HostingSettings} hosting
 * @param {string} path
 * @param {(file: string) => boolean} isFile whether a file of the build (a path relative to its folder) exists
 * @returns {Answer}
 */
export function answerFor(hosting, path, isFile) {
  const redirect = redirectOf(hosting.redirects ?? [], path);
  if (redirect) return redirect;
  if (hosting.trailingSlash === false && path.length > 1 && path.endsWith('/'))
    return { redirect: path.replace(/\/+$/, '') || '/', status: 301 };
  if (path.split('/').some((segment) => segment.startsWith('.') || segment === 'node_modules'))
    return { notFound: true };
  const relativePath = path.replace(/^\/+/, '');
  const candidates = [
    relativePath,
    ...(hosting.cleanUrls && relativePath && !extname(relativePath) ? [`${relativePath}.html`] : []),
    relativePath ? `${relativePath}/index.html` : 'index.html',
  ];
  const file = candidates.find((candidate) => candidate !== '' && isFile(candidate));
  return file ? { file, status: 200 } : { notFound: true };
}

/**
 * The headers of firebase.json for a path, later rules overriding earlier ones.
 * @param {HeaderRule[]} rules @param {string} path
 * @returns {Record<string, string>}
 */
export function headersFor(rules, path) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) if (matches(rule, path)) for (const { key, value } of rule.headers) headers[key] = value;
  return headers;
}

/**
 * The `hosting` settings of a firebase.json (the repository's unless given another: a previous
 * commit's), its Content-Security-Policy with the local stand-ins in `connect-src` as the Hosting
 * emulator serves it (a build without accounts talks to them).
 * @param {string} [firebaseJson]
 * @returns {HostingSettings}
 */
export function hostingSettings(firebaseJson) {
  const config = /** @type {{ hosting: HostingSettings }} */ (
    firebaseJson ? JSON.parse(readFileSync(firebaseJson, 'utf8')) : readFirebaseConfig()
  );
  return {
    ...config.hosting,
    headers: (config.hosting.headers ?? []).map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy'
          ? { ...header, value: localContentSecurityPolicy(header.value) }
          : header,
      ),
    })),
  };
}

/**
 * Serves `dir` on `http://127.0.0.1:<port>` (port 0: any free one) until `close()`, with the hosting
 * settings of `firebaseJson` (default: the repository's).
 * @param {{ dir: string, port: number, firebaseJson?: string }} options
 */
export async function startStaticServer({ dir: folder, port, firebaseJson }) {
  const dir = resolve(folder);
  const hosting = hostingSettings(firebaseJson);
  /** @type {Map<string, { body: Buffer, gzipped: Buffer | undefined }>} */
  const files = new Map();
  /** @param {string} file */
  const isFile = (file) => {
    const full = join(dir, file);
    return full.startsWith(dir) && existsSync(full) && statSync(full).isFile();
  };
  /** @param {string} file */
  const read = (file) => {
    let entry = files.get(file);
    if (!entry) {
      const body = readFileSync(join(dir, file));
      entry = { body, gzipped: compressible.has(extname(file)) ? gzipSync(body, { level: 9 }) : undefined };
      files.set(file, entry);
    }
    return entry;
  };

  const server = createServer((request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  function answer(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const found = answerFor(hosting, path, isFile);
    const headers = headersFor(hosting.headers ?? [], path);
    if ('redirect' in found) {
      response.writeHead(found.status, { Location: `${found.redirect}${url.search}` }).end();
      return;
    }
    const [file, status] = 'file' in found ? [found.file, found.status] : ['404.html', 404];
    if (!isFile(file)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const { body, gzipped } = read(file);
    const gzip = gzipped !== undefined && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const sent = gzip && gzipped ? gzipped : body;
    response.writeHead(status, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      ...headers,
      'Content-Length': sent.length,
      ...(gzipped ? { Vary: 'Accept-Encoding' } : {}),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : sent);
  }
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
          ? new Error(`Port ${port} is taken: pick other ports with --port`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    /** Whether a path is a page of the build (not a redirect, not the 404 page). @param {string} path */
    serves: (path) => 'file' in answerFor(hosting, path, isFile),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
