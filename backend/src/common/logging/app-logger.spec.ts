import type { DestinationStream } from 'pino';
import { createAppLogger, prettyMessage, turnBatched } from './app-logger';

class Capture implements DestinationStream {
  text = '';
  write(chunk: string): void {
    this.text += chunk;
  }
}

const requestLine = { method: 'GET', path: '/api/events', status: 200, responseTime: 4 };

describe('createAppLogger', () => {
  it('writes JSON lines with the level by name and an ISO time', () => {
    const out = new Capture();
    createAppLogger({ level: 'info', format: 'json' }, out).info(
      { requestId: 'r1', ...requestLine },
      'request completed',
    );
    expect(out.text.endsWith('\n')).toBe(true);
    expect(JSON.parse(out.text)).toMatchObject({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      requestId: 'r1',
      ...requestLine,
      msg: 'request completed',
    });
  });

  it('writes nothing below LOG_LEVEL', () => {
    const out = new Capture();
    const logger = createAppLogger({ level: 'warn', format: 'json' }, out);
    logger.info('not this');
    logger.warn('this');
    expect(
      out.text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).msg),
    ).toEqual(['this']);
    const silent = new Capture();
    createAppLogger({ level: 'silent', format: 'json' }, silent).error('nor this');
    expect(silent.text).toBe('');
  });

  it('censors passwords, tokens and credentials headers that a logged object might carry', () => {
    const out = new Capture();
    createAppLogger({ level: 'info', format: 'json' }, out).info(
      {
        password: 'p-4417',
        dto: { newPassword: 'n-4417', token: 't-4417' },
        req: { headers: { authorization: 'Bearer a-4417', cookie: 'c-4417' } },
      },
      'careless',
    );
    expect(out.text).not.toContain('4417');
    expect(JSON.parse(out.text)).toMatchObject({
      password: '[redacted]',
      dto: { newPassword: '[redacted]', token: '[redacted]' },
    });
  });

  it('writes one line of text a request in the pretty format, the ids after it', () => {
    const out = new Capture();
    createAppLogger({ level: 'info', format: 'pretty' }, out)
      .child({ requestId: 'r1' })
      .info({ ...requestLine, userId: 'u1' }, 'request completed');
    const text = out.text;
    expect(text.split('\n')).toHaveLength(2);
    expect(text).toMatch(/INFO.*: GET \/api\/events 200 4 ms.*"requestId":"r1".*"userId":"u1"/);
    expect(text).not.toMatch(/pid|hostname|"path"/);
  });
});

describe('prettyMessage', () => {
  it('folds a request line into method, path, status and time', () => {
    expect(prettyMessage({ ...requestLine, msg: 'request completed' }, 'msg')).toBe('GET /api/events 200 4 ms');
    expect(prettyMessage({ ...requestLine, status: 500, msg: 'request errored' }, 'msg')).toBe(
      'GET /api/events 500 4 ms (request errored)',
    );
  });

  it("prefixes Nest's and our messages with their context", () => {
    expect(prettyMessage({ context: 'Main', msg: 'Listening' }, 'msg')).toBe('[Main] Listening');
    expect(prettyMessage({ msg: 'plain' }, 'msg')).toBe('plain');
  });
});

describe('turnBatched', () => {
  const turnEnd = () => new Promise((r) => setImmediate(r));
  const recorder = () => ({
    writes: [] as string[],
    flushes: 0,
    write(text: string) {
      this.writes.push(text);
    },
    flushSync() {
      this.flushes += 1;
    },
  });

  it('hands the lines of one turn of the event loop over as one write, at the end of that turn', async () => {
    const out = recorder();
    const stream = turnBatched(out);
    stream.write('a\n');
    stream.write('b\n');
    expect(out.writes).toEqual([]);
    await turnEnd();
    expect(out.writes).toEqual(['a\nb\n']);
    stream.write('c\n');
    await turnEnd();
    expect(out.writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes what is pending at once on flushSync (shutdown and exit)', async () => {
    const out = recorder();
    const stream = turnBatched(out);
    stream.write('last\n');
    stream.flushSync();
    expect(out.writes).toEqual(['last\n']);
    expect(out.flushes).toBe(1);
    await turnEnd();
    expect(out.writes).toEqual(['last\n']);
  });
});
