import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localPorts } from '../ports.mjs';
import { startInbox } from './server.mjs';

const dir = mkdtempSync(join(tmpdir(), 'inbox-test-'));
let inbox: Awaited<ReturnType<typeof startInbox>>;

beforeAll(async () => {
  inbox = await startInbox({ port: 0, dir });
});
afterAll(async () => {
  await inbox.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await fetch(`${inbox.url}/api/messages`, { method: 'DELETE' });
});

const body = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'public-key',
    service_id: 'service',
    template_id: 'contact',
    template_params: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    ...overrides,
  });

const sendRaw = (payload: string) =>
  fetch(`${inbox.url}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: payload,
  });

describe('local inbox', () => {
  it('answers the CORS preflight of the EmailJS SDK', async () => {
    const response = await fetch(`${inbox.url}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        origin: `http://localhost:${localPorts.devServer}`,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('stores a valid message and lists it', async () => {
    const response = await sendRaw(body());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const messages = await (await fetch(`${inbox.url}/api/messages`)).json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      libVersion: '4.4.1',
      publicKey: 'public-key',
      serviceId: 'service',
      templateId: 'contact',
      templateParams: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    });
  });

  it.each([
    ['user_id', 'The Public Key is required'],
    ['service_id', 'The service ID is required'],
    ['template_id', 'The template ID is required'],
  ])('answers 400 when %s is missing', async (field, text) => {
    const response = await sendRaw(body({ [field]: '' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(text);
  });

  it('stores a message sent again with the same idempotency key once, and lists the repeat as dropped', async () => {
    const params = { name: 'Ada', email: 'ada@example.com', message: 'Hello', idempotency_key: 'key-1' };
    for (let i = 0; i < 2; i++) expect((await sendRaw(body({ template_params: params }))).status).toBe(200);
    expect((await sendRaw(body({ template_params: { ...params, idempotency_key: 'key-2' } }))).status).toBe(200);
    const messages = await (await fetch(`${inbox.url}/api/messages`)).json();
    expect(
      messages.map(
        (message: { templateParams: { idempotency_key: string } }) => message.templateParams.idempotency_key,
      ),
    ).toEqual(['key-1', 'key-2']);
    const dropped = await (await fetch(`${inbox.url}/api/dropped`)).json();
    expect(dropped).toMatchObject([{ templateId: 'contact', reason: 'duplicate', idempotencyKey: 'key-1' }]);
  });

  it('counts a send it holds back by a delay fault until it answers', async () => {
    await fetch(`${inbox.url}/__faults`, { method: 'POST', body: JSON.stringify({ delayMs: 300 }) });
    const held = () => fetch(`${inbox.url}/api/held`).then((response) => response.json());
    expect(await held()).toBe(0);
    const sending = sendRaw(body());
    await expect.poll(held).toBe(1);
    expect((await sending).status).toBe(200);
    expect(await held()).toBe(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await sendRaw('not json');
    expect(response.status).toBe(400);
  });

  it('shows HTML and script text on the inbox page as text', async () => {
    await sendRaw(body({ template_params: { message: '<script>alert(1)</script>' } }));
    const page = await (await fetch(`${inbox.url}/`)).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('injects a fault for the next send only', async () => {
    await fetch(`${inbox.url}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ status: 429, text: 'Too Many Requests' }),
    });
    const first = await sendRaw(body());
    expect([first.status, await first.text()]).toEqual([429, 'Too Many Requests']);
    const second = await sendRaw(body());
    expect(second.status).toBe(200);
  });

  it('cuts the connection of the next sends without an answer (hangUp), storing nothing', async () => {
    await fetch(`${inbox.url}/__faults`, { method: 'POST', body: JSON.stringify({ hangUp: true, count: 2 }) });
    await expect(sendRaw(body())).rejects.toThrow(TypeError);
    await expect(sendRaw(body())).rejects.toThrow(TypeError);
    expect(await (await fetch(`${inbox.url}/api/messages`)).json()).toEqual([]);
    expect((await sendRaw(body())).status).toBe(200);
  });
});
