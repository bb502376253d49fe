// @ts-check
/**
 * A local stand-in for EmailJS that we own: it speaks the provider's HTTP API
 * (`POST /api/v1.0/email/send`, the same JSON body, CORS preflight, 400 for missing parameters),
 * stores every accepted message as a JSON file, and lists them on a small inbox page.
 *
 *   GET  /                      the inbox page (newest first)
 *   GET  /api/messages          every stored message, as JSON (tests read this)
 *   GET  /api/dropped           the sends it accepted but did not store, as JSON: a message sent again
 *                               with the `idempotency_key` of one already stored (the site sends one
 *                               key per message, so a message resent after a lost connection or a
 *                               reload arrives once)
 *   GET  /api/held              how many sends it has received and is holding back now (a `delayMs` fault)
 *   DELETE /api/messages        empties the inbox (and the dropped list)
 *   POST /api/v1.0/email/send   EmailJS's send endpoint
 *   POST /__faults              test hook: the next `count` sends answer `status`/`text` after `delayMs`,
 *                               or get no answer at all (`hangUp`: the connection is cut, as offline)
 *
 * Run it alone with `node tools/inbox/server.mjs` (PORT, INBOX_DIR), or import `startInbox`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localHost, localPorts } from '../ports.mjs';

export const defaultInboxPort = localPorts.inbox;
export const defaultInboxDir = fileURLToPath(new URL('../../.inbox', import.meta.url));

/**
 * @typedef {{ id: string, receivedAt: string, libVersion: string | null, publicKey: string, serviceId: string,
 *   templateId: string, templateParams: Record<string, unknown>, origin: string | null }} StoredMessage
 * @typedef {{ status: number, text: string, delayMs: number, count: number, hangUp: boolean }} Fault
 * @typedef {{ receivedAt: string, templateId: string, reason: 'duplicate', idempotencyKey: string }} DroppedSend
 */

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type',
  'Access-Control-Max-Age': '600',
};

/** @param {string} value */
function escapeHtml(value) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** @param {import('node:http').IncomingMessage} request */
async function readBody(request, limit = 1_000_000) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) throw new Error('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** @param {unknown} value */
function isNonEmptyString(value) {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Checks a send request the way the provider does; returns the error text, or null when valid.
 * @param {any} body
 */
export function validateSend(body) {
  if (!body || typeof body !== 'object') return 'The request body must be a JSON object';
  if (!isNonEmptyString(body.user_id)) return 'The Public Key is required';
  if (!isNonEmptyString(body.service_id)) return 'The service ID is required';
  if (!isNonEmptyString(body.template_id)) return 'The template ID is required';
  if (body.template_params !== undefined && (typeof body.template_params !== 'object' || body.template_params === null))
    return 'The template params must be an object';
  return null;
}

/** @param {string} dir */
export function readMessages(dir) {
  let files = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((name) => /** @type {StoredMessage} */ (JSON.parse(readFileSync(join(dir, name), 'utf8'))));
}

/** @param {StoredMessage[]} messages */
function inboxPage(messages) {
  const items = messages
    .slice()
    .reverse()
    .map((message) => {
      const fields = Object.entries(message.templateParams)
        .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
        .join('');
      return `<li><article><h2>${escapeHtml(message.templateId)} <small>via ${escapeHtml(message.serviceId)}</small></h2>
<p><time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(new Date(message.receivedAt).toLocaleString('en-GB'))}</time></p>
<dl>${fields}</dl></article></li>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox (${messages.length})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:2rem 1rem;color:#0b1020;background:#f8f9fc}
ol{list-style:none;padding:0;display:grid;gap:1rem}article{background:#fff;border:1px solid #d5d9e4;border-radius:12px;padding:1rem 1.25rem}
h2{font-size:1.1rem;margin:0}small{color:#4a5168;font-weight:400}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:.75rem 0 0}
dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}p{margin:.25rem 0;color:#4a5168}</style></head>
<body><h1>Local inbox</h1><p>Messages sent by the site through the EmailJS API, newest first. ${messages.length} in total.</p>
${messages.length ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}</body></html>`;
}

/**
 * Starts the inbox server; resolves once it listens.
 * @param {{ port?: number, host?: string, dir?: string, quiet?: boolean }} [options]
 */
export async function startInbox({
  port = defaultInboxPort,
  host = localHost,
  dir = defaultInboxDir,
  quiet = true,
} = {}) {
  const messagesDir = resolve(dir, 'messages');
  mkdirSync(messagesDir, { recursive: true });
  /** @type {Fault | null} */
  let fault = null;
  /** @type {DroppedSend[]} */
  let dropped = [];
  let held = 0;

  const server = createServer(async (request, response) => {
    /** @param {number} status @param {string} body @param {Record<string, string>} [headers] */
    const send = (status, body, headers = {}) => {
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...corsHeaders, ...headers });
      response.end(body);
    };
    const url = new URL(request.url ?? '/', 'http://inbox');
    try {
      if (request.method === 'OPTIONS') return send(204, '');
      if (url.pathname === '/api/v1.0/email/send' && request.method === 'POST') {
        let body;
        try {
          body = JSON.parse(await readBody(request));
        } catch {
          return send(400, 'The request body must be valid JSON');
        }
        if (fault) {
          const current = fault;
          fault = current.count > 1 ? { ...current, count: current.count - 1 } : null;
          if (current.delayMs) {
            held += 1;
            await new Promise((done) => setTimeout(done, current.delayMs));
            held -= 1;
          }
          if (current.hangUp) return void request.socket.destroy();
          if (current.status) return send(current.status, current.text);
        }
        const problem = validateSend(body);
        if (problem) return send(400, problem);
        const idempotencyKey = body.template_params?.idempotency_key;
        if (
          typeof idempotencyKey === 'string' &&
          readMessages(messagesDir).some((stored) => stored.templateParams.idempotency_key === idempotencyKey)
        ) {
          dropped.push({
            receivedAt: new Date().toISOString(),
            templateId: body.template_id,
            reason: 'duplicate',
            idempotencyKey,
          });
          return send(200, 'OK');
        }
        /** @type {StoredMessage} */
        const message = {
          id: randomUUID(),
          receivedAt: new Date().toISOString(),
          libVersion: typeof body.lib_version === 'string' ? body.lib_version : null,
          publicKey: body.user_id,
          serviceId: body.service_id,
          templateId: body.template_id,
          templateParams: body.template_params ?? {},
          origin: request.headers.origin ?? null,
        };
        writeFileSync(
          join(messagesDir, `${message.receivedAt.replace(/[:.]/g, '-')}-${message.id}.json`),
          JSON.stringify(message, null, 2),
        );
        if (!quiet)
          console.log(`inbox: ${message.templateId} from ${String(message.templateParams.email ?? 'unknown')}`);
        return send(200, 'OK');
      }
      if (url.pathname === '/api/messages' && request.method === 'GET') {
        return send(200, JSON.stringify(readMessages(messagesDir)), { 'Content-Type': 'application/json' });
      }
      if (url.pathname === '/api/dropped' && request.method === 'GET') {
        return send(200, JSON.stringify(dropped), { 'Content-Type': 'application/json' });
      }
      if (url.pathname === '/api/held' && request.method === 'GET') {
        return send(200, JSON.stringify(held), { 'Content-Type': 'application/json' });
      }
      if (url.pathname === '/api/messages' && request.method === 'DELETE') {
        dropped = [];
        rmSync(messagesDir, { recursive: true, force: true });
        mkdirSync(messagesDir, { recursive: true });
        return send(204, '');
      }
      if (url.pathname === '/__faults' && request.method === 'POST') {
        const {
          status = 0,
          text = '',
          delayMs = 0,
          count = 1,
          hangUp = false,
        } = JSON.parse((await readBody(request)) || '{}');
        fault = status || delayMs || hangUp ? { status, text, delayMs, count, hangUp } : null;
        return send(204, '');
      }
      if (url.pathname === '/' && request.method === 'GET') {
        return send(200, inboxPage(readMessages(messagesDir)), { 'Content-Type': 'text/html; charset=utf-8' });
      }
      return send(404, 'Not found');
    } catch (error) {
      return send(500, error instanceof Error ? error.message : 'Internal error');
    }
  });

  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const inbox = await startInbox({
    port: Number(process.env.PORT ?? defaultInboxPort),
    dir: process.env.INBOX_DIR ?? defaultInboxDir,
    quiet: false,
  });
  console.log(`Local inbox: ${inbox.url}`);
}
