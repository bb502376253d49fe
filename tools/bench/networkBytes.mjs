// @ts-check
/**
 * The bytes a page costs over the network with the service worker (`site/src/sw/worker.ts`), on
 * a first visit and on a return visit, in one fresh browser context with service workers allowed:
 *
 *   - first visit: the route loaded, until `navigator.serviceWorker.ready` (the worker registers once
 *     the page is idle and is ready once it has fetched the shell, the pages and the images) and the
 *     network is settled; counted before the worker's script is asked for (the page alone) and in all
 *     (with the worker's install, the precache download);
 *   - return visit: the same route in a new page of that context (the first one closed), until the
 *     browser has checked `/sw.js` for an update (it does so on a navigation, once the worker has been
 *     idle for a second) and the network is settled: what still comes over the network, and which
 *     kinds of files. The worker answers scripts, the stylesheet, fonts, sprites and images from its
 *     caches and fetches the page (network first).
 *
 * Settled: no request of the pages or the worker in flight (Playwright's events) and nothing through
 * the relay for half a second.
 *
 * Counted at the server side of the wire: the browser talks to a TCP relay in front of the Hosting
 * emulator, which passes every byte on unchanged (the emulator's headers, its gzip or brotli bodies)
 * and counts what the emulator sends back, request by request (a browser never pipelines HTTP/1.1, so
 * the bytes on a connection between one request and the next are the first one's response: its
 * status line, headers and encoded body, what `encodedDataLength` counts in the DevTools protocol).
 * Not with the DevTools protocol: the update check of `/sw.js` is made by the browser process and
 * shows on no target, and a new worker may have fetched its first files before a session attached
 * to it could enable the Network domain. What the page asks of other origins does not pass the
 * relay: it is listed instead (`otherOrigins`).
 */
import { createConnection, createServer } from 'node:net';

/** @typedef {import('playwright').Browser} Browser */
/** @typedef {{ path: string, bytes: number, workerScript: boolean, at: number }} Answer */
/** @typedef {{ bytes: number, requests: number, kinds: Map<string, { count: number, bytes: number }> }} Tally */
/**
 * NaN bytes where the worker never became ready (then the return visit is not made); `updateChecked`:
 * whether the browser asked for `/sw.js` on the return visit within 20 s.
 * @typedef {{ beforeWorker: Tally, firstVisit: Tally, returnVisit: Tally, workerReady: boolean, updateChecked: boolean,
 *   otherOrigins: string[] }} NetworkBytes
 */

const viewport = { width: 412, height: 823 };
/** How long nothing may pass through the relay before a visit counts as settled. */
const quietMs = 500;
/** The longest the worker may take to become ready, and a visit to settle. */
const timeoutMs = 60_000;
/** The longest the return visit waits for the browser's update check of `/sw.js`. */
const updateCheckTimeoutMs = 20_000;

/**
 * The kinds of files, by path (the build's names: hashed files in `/assets/`, pages by clean path).
 * @type {Array<[string, (path: string) => boolean]>}
 */
const kinds = [
  ['service worker script', (path) => path === '/sw.js'],
  ['script', (path) => path.endsWith('.js')],
  ['stylesheet', (path) => path.endsWith('.css')],
  ['font', (path) => /\.woff2?$/.test(path)],
  ['sprite', (path) => path.startsWith('/assets/') && path.endsWith('.svg')],
  ['image', (path) => path.startsWith('/images/')],
  ['icon', (path) => path === '/favicon.svg' || path.startsWith('/icons/')],
  ['manifest', (path) => path.endsWith('.webmanifest')],
  ['page', (path) => !/\.\w+$/.test(path) || path.endsWith('.html')],
];
/** What the return visit must not fetch from the network: the worker keeps them. */
export const keptKinds = ['script', 'stylesheet', 'font', 'sprite'];

/** @param {string} path without the query */
const kindOf = (path) => kinds.find(([, test]) => test(path))?.[0] ?? 'other';

/** @param {Answer[]} answers @returns {Tally} */
function tally(answers) {
  /** @type {Tally['kinds']} */
  const byKind = new Map();
  for (const { path, bytes } of answers) {
    const kind = kindOf(path);
    const sum = byKind.get(kind) ?? { count: 0, bytes: 0 };
    byKind.set(kind, { count: sum.count + 1, bytes: sum.bytes + bytes });
  }
  return { bytes: answers.reduce((sum, answer) => sum + answer.bytes, 0), requests: answers.length, kinds: byKind };
}

/** @type {Tally} */
const unmeasured = { bytes: Number.NaN, requests: Number.NaN, kinds: new Map() };

/** The request line and headers at the start of a chunk the browser sent, if it starts a request. */
const requestHead = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r\n([\s\S]*?)(?:\r\n\r\n|$)/;

/** @param {number} ms */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * A relay on a free port of 127.0.0.1 to `origin`, counting the bytes of each response.
 * @param {string} origin e.g. http://127.0.0.1:5000
 */
async function startRelay(origin) {
  const upstream = new URL(origin);
  /** @type {Answer[]} */
  const answers = [];
  let lastActivity = Date.now();
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const server = createServer((browserSide) => {
    const serverSide = createConnection({ host: upstream.hostname, port: Number(upstream.port) });
    for (const socket of [browserSide, serverSide]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    /** The answer now coming back on this connection. @type {Answer | undefined} */
    let current;
    browserSide.on('data', (chunk) => {
      lastActivity = Date.now();
      const head = requestHead.exec(chunk.toString('latin1'));
      if (head?.[1]) {
        current = {
          path: head[1].split('?')[0] ?? head[1],
          bytes: 0,
          workerScript: /^service-worker: *script\r?$/im.test(head[2] ?? ''),
          at: lastActivity,
        };
        answers.push(current);
      }
      serverSide.write(chunk);
    });
    serverSide.on('data', (chunk) => {
      lastActivity = Date.now();
      if (current) current.bytes += chunk.length;
      browserSide.write(chunk);
    });
    browserSide.on('end', () => serverSide.end());
    serverSide.on('end', () => browserSide.end());
    browserSide.on('error', () => serverSide.destroy());
    serverSide.on('error', () => browserSide.destroy());
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    answers,
    /** Milliseconds since anything passed either way. */
    quietFor: () => Date.now() - lastActivity,
    /** Every answer since the last call, and forgets them. */
    take: () => answers.splice(0),
    close() {
      const closed = new Promise((done) => server.close(() => done(undefined)));
      for (const socket of sockets) socket.destroy();
      return closed;
    },
  };
}

/**
 * The first and the return visit of `route` on the build served at `baseUrl`.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {string} route
 * @returns {Promise<NetworkBytes>}
 */
export async function networkBytes(browser, baseUrl, route) {
  const relay = await startRelay(baseUrl);
  const context = await browser.newContext({ viewport });
  /** Requests of the pages and of the worker not yet answered (Playwright reports the worker's too). */
  const inFlight = new Set();
  /** @type {Set<string>} */
  const otherOrigins = new Set();
  context.on('request', (request) => {
    inFlight.add(request);
    const url = new URL(request.url());
    if (url.origin !== relay.url && url.protocol !== 'data:') otherOrigins.add(url.origin);
  });
  context.on('requestfinished', (request) => inFlight.delete(request));
  context.on('requestfailed', (request) => inFlight.delete(request));
  /** Waits until `done()` (at most `limitMs`), then until nothing is in flight and the relay is quiet. */
  const settled = async (done = () => true, limitMs = timeoutMs) => {
    const deadline = Date.now() + limitMs;
    while (!done() && Date.now() < deadline) await sleep(100);
    const end = Date.now() + timeoutMs;
    while ((inFlight.size > 0 || relay.quietFor() < quietMs) && Date.now() < end) await sleep(100);
  };
  try {
    const first = await context.newPage();
    await first.goto(`${relay.url}${route}`);
    const workerReady = await first.evaluate(
      (limitMs) =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), limitMs)),
        ]),
      timeoutMs,
    );
    await settled();
    const firstAnswers = relay.take();
    const installFrom = firstAnswers.find((answer) => answer.workerScript)?.at ?? Number.POSITIVE_INFINITY;
    const beforeWorker = tally(firstAnswers.filter((answer) => answer.at < installFrom));
    if (!workerReady)
      return {
        beforeWorker,
        firstVisit: unmeasured,
        returnVisit: unmeasured,
        workerReady,
        updateChecked: false,
        otherOrigins: [...otherOrigins],
      };
    await first.close();

    const again = await context.newPage();
    await again.goto(`${relay.url}${route}`);
    const updateCheck = () => relay.answers.some((answer) => answer.workerScript);
    await settled(updateCheck, updateCheckTimeoutMs);
    return {
      beforeWorker,
      firstVisit: tally(firstAnswers),
      updateChecked: updateCheck(),
      returnVisit: tally(relay.take()),
      workerReady,
      otherOrigins: [...otherOrigins],
    };
  } finally {
    await context.close();
    await relay.close();
  }
}
