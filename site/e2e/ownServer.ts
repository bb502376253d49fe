/**
 * A server a test owns: it forwards every request to one of the builds on the Hosting emulator (so the
 * answers carry the production headers), counts what it is asked for, and can be stopped (the
 * connection is refused, as on a train between stations) and started again on the same address (the
 * same origin, so the service worker and the caches stay), or switched to another build. Playwright's
 * `setOffline` does not reach a service worker's own fetches; a stopped server does.
 */
import { createServer, request, type Server } from 'node:http';
import type { Socket } from 'node:net';

export interface OwnServer {
  /** Where it listens, e.g. `http://127.0.0.1:40123`. */
  readonly url: string;
  /** Every path asked for since the last `forget()`. */
  readonly requests: string[];
  forget(): void;
  /** Refuses every connection from now on. */
  stop(): Promise<void>;
  /** Listens again on the same address. */
  start(): Promise<void>;
  /** Forwards to another origin from now on. */
  forwardTo(origin: string): void;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startOwnServer(origin: string): Promise<OwnServer> {
  let upstream = new URL(origin);
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((incoming, outgoing) => {
    requests.push(incoming.url ?? '');
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server, 0);
  let listening = true;

  const stop = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    forget: () => requests.splice(0),
    stop,
    async start() {
      if (listening) return;
      await listen(server, port);
      listening = true;
    },
    forwardTo(next) {
      upstream = new URL(next);
    },
    close: stop,
  };
}
