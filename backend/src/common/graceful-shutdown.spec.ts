import type { HttpAdapterHost } from '@nestjs/core';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ShutdownState } from '../health/shutdown-state';
import { GracefulShutdown } from './graceful-shutdown';

/** A server whose handler answers once the whole body has arrived, like a JSON POST does. */
function echoServer(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => res.end(`got ${Buffer.concat(chunks).length} bytes`));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

function send(port: number, body: string, keepOpen = false) {
  let finish = () => undefined as unknown;
  const answer = new Promise<string>((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', agent: false, headers: { 'Content-Length': body.length } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => done(text));
      },
    );
    req.on('error', fail);
    if (keepOpen) {
      req.write(body.slice(0, 3));
      finish = () => req.end(body.slice(3));
    } else req.end(body);
  });
  return { answer, finish };
}

describe('GracefulShutdown', () => {
  it('stops taking connections, lets a request in flight finish, and only then resolves', async () => {
    const server = await echoServer();
    const { port } = server.address() as AddressInfo;
    const hook = new GracefulShutdown(
      { httpAdapter: { getHttpServer: () => server } } as unknown as HttpAdapterHost,
      new ShutdownState(),
    );

    const inFlight = send(port, 'hello world', true);
    await new Promise((r) => setTimeout(r, 100));
    let resolved = false;
    const shutdown = hook.beforeApplicationShutdown('SIGTERM').then(() => (resolved = true));
    await new Promise((r) => setTimeout(r, 100));

    await expect(send(port, 'late').answer).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(resolved).toBe(false); // still waiting for the request in flight
    inFlight.finish();
    await expect(inFlight.answer).resolves.toBe('got 11 bytes');
    await shutdown;
    expect(resolved).toBe(true);
    expect(server.listening).toBe(false);
  });

  it('does nothing when no server listens (tests without a port)', async () => {
    const hook = new GracefulShutdown({ httpAdapter: undefined } as unknown as HttpAdapterHost, new ShutdownState());
    await expect(hook.beforeApplicationShutdown('SIGTERM')).resolves.toBeUndefined();
  });
});
