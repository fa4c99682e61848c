import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError, loadConfig, sessionSeconds } from './app-config';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'diet-config-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const secret = 'x'.repeat(40);

  it('has working defaults for development', () => {
    const c = loadConfig({ DATA_DIR: dir }, '/srv');
    expect(c).toMatchObject({
      port: 3000,
      dbType: 'sqlite',
      sqlitePath: join(dir, 'diet.sqlite'),
      uploadsDir: join(dir, 'uploads'),
      jwtExpiresIn: '8h',
      accessTokenSeconds: 600,
      admin: { email: 'admin@example.org', password: 'Admin@2024' },
      serveFrontends: true,
      seedDemo: null,
    });
    expect(c.remoteUrls.mfe_public).toBe('/mfe/mfe-public/mf-manifest.json');
  });

  it('reads a session of JWT_EXPIRES_IN in seconds, and refuses an access token outside 5 s to a day', () => {
    expect(sessionSeconds({ jwtExpiresIn: '8h' })).toBe(28_800);
    expect(sessionSeconds({ jwtExpiresIn: '30m' })).toBe(1800);
    expect(sessionSeconds({ jwtExpiresIn: '3600' })).toBe(3600);
    expect(sessionSeconds({ jwtExpiresIn: '2d' })).toBe(172_800);
    expect(() => loadConfig({ DATA_DIR: dir, ACCESS_TOKEN_SECONDS: '4' })).toThrow(/ACCESS_TOKEN_SECONDS/);
  });

  it('renders pages wherever it serves the frontends, and alone with SERVE_PAGES (behind the gateway)', () => {
    const pages = (env: Record<string, string>) => {
      const c = loadConfig({ DATA_DIR: dir, ...env });
      return { serveFrontends: c.serveFrontends, servePages: c.servePages };
    };
    expect(pages({})).toEqual({ serveFrontends: true, servePages: true });
    expect(pages({ SERVE_FRONTENDS: 'false' })).toEqual({ serveFrontends: false, servePages: false });
    expect(pages({ SERVE_FRONTENDS: 'false', SERVE_PAGES: 'true' })).toEqual({
      serveFrontends: false,
      servePages: true,
    });
    expect(() => loadConfig({ DATA_DIR: dir, SERVE_PAGES: 'sometimes' })).toThrow(/SERVE_PAGES must be true or false/);
  });

  it('resolves DATA_DIR against the working directory', () => {
    expect(loadConfig({ JWT_SECRET: secret }, '/srv/app').dataDir).toBe('/srv/app/data');
  });

  it('generates a development JWT secret once and keeps it under DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ADMIN_PASSWORD: 'A-real-password-1' })).toThrow(
      /JWT_SECRET is required/,
    );
  });

  it('refuses to start in production with the default admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: secret })).toThrow(
      /ADMIN_PASSWORD must be changed/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: secret, ADMIN_PASSWORD: 'Admin@2024' }),
    ).toThrow(ConfigError);
  });

  it('refuses in production an administrator password that breaks the password rules', () => {
    for (const password of ['Short-pass1', 'passwordpassword']) {
      expect(() =>
        loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: secret, ADMIN_PASSWORD: password }),
      ).toThrow(/ADMIN_PASSWORD must have at least 12 characters and not be a common password/);
    }
  });

  it('starts in production with a secret and a changed password, writing no secret file', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      JWT_SECRET: secret,
      ADMIN_PASSWORD: 'A-real-password-1',
    });
    expect(c.isProduction).toBe(true);
    expect(c.jwtSecret).toBe(secret);
    expect(() => readFileSync(join(dir, 'jwt-secret'))).toThrow();
  });

  it('lists every wrong value in one clear message', () => {
    try {
      loadConfig({
        DATA_DIR: dir,
        PORT: 'abc',
        DB_TYPE: 'oracle',
        SEED_DEMO: 'maybe',
        REMOTE_URL_MFE_PUBLIC: 'ftp://x',
      });
      throw new Error('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT must be a whole number');
      expect(message).toContain('DB_TYPE must be sqlite or mysql');
      expect(message).toContain('SEED_DEMO must be true or false');
      expect(message).toContain('REMOTE_URL_MFE_PUBLIC must be an http(s) URL');
    }
  });

  it('reads MySQL settings and DATABASE_URL', () => {
    const c = loadConfig({
      DATA_DIR: dir,
      DB_TYPE: 'mysql',
      DB_HOST: 'db',
      DB_PORT: '3307',
      DB_USER: 'u',
      DB_PASSWORD: 'p',
      DB_NAME: 'n',
    });
    expect(c.mysql).toMatchObject({ host: 'db', port: 3307, user: 'u', password: 'p', database: 'n' });
    expect(loadConfig({ DATA_DIR: dir, DB_TYPE: 'mysql', DATABASE_URL: 'mysql://u:p@h/d' }).mysql.url).toBe(
      'mysql://u:p@h/d',
    );
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x' })).toThrow(/DATABASE_URL/);
  });

  it('logs at info, as JSON unless a person reads the terminal in development', () => {
    expect(loadConfig({ DATA_DIR: dir }, '/srv', false).log).toEqual({ level: 'info', format: 'json' });
    expect(loadConfig({ DATA_DIR: dir }, '/srv', true).log).toEqual({ level: 'info', format: 'pretty' });
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dir,
      JWT_SECRET: secret,
      ADMIN_PASSWORD: 'A-real-password-1',
    };
    expect(loadConfig(production, '/srv', true).log).toEqual({ level: 'info', format: 'json' });
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty', LOG_LEVEL: 'WARN' }, '/srv', false).log).toEqual({
      level: 'warn',
      format: 'pretty',
    });
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'json' }, '/srv', true).log.format).toBe('json');
    expect(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }).log.level).toBe('silent');
  });

  it('refuses an unknown LOG_LEVEL or LOG_FORMAT, naming the allowed values', () => {
    expect(() => loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "verbose"\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be one of json, pretty/);
  });

  it('waits 1, 5 and 30 minutes before the automatic mail retries unless MAIL_RETRY_DELAYS_MS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dir }).mail.retryDelaysMs).toEqual([60_000, 300_000, 1_800_000]);
    expect(loadConfig({ DATA_DIR: dir, MAIL_RETRY_DELAYS_MS: ' 100, 200 ' }).mail.retryDelaysMs).toEqual([100, 200]);
    expect(loadConfig({ DATA_DIR: dir, MAIL_RETRY_DELAYS_MS: '0' }).mail.retryDelaysMs).toEqual([0]);
    for (const wrong of ['1m', '100,,200', '-5', '1.5', '100,abc', '99999999999', Array(11).fill('1').join(',')]) {
      expect(() => loadConfig({ DATA_DIR: dir, MAIL_RETRY_DELAYS_MS: wrong })).toThrow(
        /MAIL_RETRY_DELAYS_MS must be up to 10 comma-separated whole numbers between 0 and 86400000/,
      );
    }
  });

  it('takes .env.example as it is: every listed variable empty or at its default', () => {
    const example = parseEnv(readFileSync(join(__dirname, '../../../.env.example'), 'utf8'));
    const fromExample = loadConfig({ ...example, DATA_DIR: dir }, '/srv');
    const fromNothing = loadConfig({ DATA_DIR: dir }, '/srv');
    expect({ ...fromExample, jwtSecret: '' }).toEqual({ ...fromNothing, jwtSecret: '' });
  });
});

describe('the Node.js the project runs on', () => {
  it('is the major version that package.json `engines` asks for, or newer', () => {
    const { engines } = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const wanted = /^>=(\d+)\.(\d+)/.exec(engines.node);
    expect(wanted).not.toBeNull();
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(Number(wanted![1]) * 1000 + Number(wanted![2]));
  });
});
