/**
 * The typed configuration of the API, read once from the environment and checked at boot.
 * A wrong value stops the process with a message naming the variable, rather than failing later.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { REMOTES, REMOTE_PATHS, type RemoteName } from '@diet/contracts/api';
import { ACCOUNT_LOCKOUT_FAILURES, ACCOUNT_LOCKOUT_MINUTES, PASSWORD_MIN_LENGTH } from '@diet/contracts/limits';
import { isCommonPassword } from '../auth/common-passwords';
import { SITE_CONTENT } from '../site/site-content';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.org';
export const DEFAULT_ADMIN_PASSWORD = 'Admin@2024';
/** Ten minutes: a token that a script injected into the page could take is soon worth nothing. */
export const ACCESS_TOKEN_SECONDS_DEFAULT = 600;

export type DbType = 'sqlite' | 'mysql';

export interface MysqlSettings {
  url?: string;
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

export interface ThrottleSettings {
  /** Window of every throttle, in milliseconds. */
  ttlMs: number;
  /** Public POSTs (contact, subscribe, proposal) per address and window. */
  publicLimit: number;
  /** Failed sign-ins per address and window before 429. */
  loginFailures: number;
  /** Failed sign-ins (password or code) of one account before it is locked (LOCKOUT_FAILURES). */
  lockoutFailures: number;
  /** How long those failures count, and the lock lasts, in milliseconds (LOCKOUT_MS). */
  lockoutMs: number;
}

export interface MailSettings {
  /** The sender address of every mail (MAIL_FROM; default the institute's e-mail), shown under the institute's name. */
  from: string;
  /** Mails one process sends per minute at most (MAIL_RATE_PER_MINUTE). */
  ratePerMinute: number;
  /** Pause between worker rounds (MAIL_POLL_MS). */
  pollMs: number;
  /** A delivery left in `sending` longer than this goes back to `pending` (MAIL_CLAIM_LEASE_MS). */
  claimLeaseMs: number;
  /** false stops the in-process worker (MAIL_WORKER), e.g. for a web-only replica. */
  workerEnabled: boolean;
  /**
   * Waits before the automatic retries of a delivery refused for a passing reason
   * (MAIL_RETRY_DELAYS_MS): the n-th wait follows the n-th failed try; when they are used up the
   * delivery is `failed`.
   */
  retryDelaysMs: number[];
}

/** 1, 5 and 30 minutes. */
export const DEFAULT_MAIL_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000];
const MAX_MAIL_RETRIES = 10;

/** Levels pino knows, quietest last. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'json' | 'pretty';

export interface LogSettings {
  /** LOG_LEVEL: the least severe level written (default info). */
  level: LogLevel;
  /** LOG_FORMAT: one JSON object a line, or single-line text for a person (default below). */
  format: LogFormat;
}

export interface AppConfig {
  port: number;
  nodeEnv: string;
  isProduction: boolean;
  dataDir: string;
  uploadsDir: string;
  dbType: DbType;
  sqlitePath: string;
  mysql: MysqlSettings;
  dbRetryAttempts: number;
  jwtSecret: string;
  /**
   * The key the two-factor secrets are sealed with (TOTP_ENCRYPTION_KEY, else DATA_DIR/totp-key made
   * once), and the earlier ones a rotation still opens (TOTP_ENCRYPTION_KEY_PREVIOUS, comma-separated).
   */
  totp: { key: string; previousKeys: string[] };
  /** How long a sign-in's session lasts in all (JWT_EXPIRES_IN, 8 hours): its refresh cookie's life. */
  jwtExpiresIn: string;
  /** How long one access token works before the page renews it with the refresh cookie. */
  accessTokenSeconds: number;
  bcryptCost: number;
  admin: { email: string; password: string; name: string };
  publicUrl: string;
  corsOrigins: string[];
  smtpUrl: string | null;
  /** Newsletter sending (newsletter/newsletter-worker.ts). */
  mail: MailSettings;
  /** null = decide by whether the database is empty. */
  seedDemo: boolean | null;
  frontendRoot: string;
  serveFrontends: boolean;
  /**
   * Answer page requests with the shell's index.html and the first screen rendered in it
   * (web/shell-page.ts), from the shell's and the public remote's builds under frontendRoot. Always
   * with serveFrontends; alone behind the gateway, whose static services serve the files.
   */
  servePages: boolean;
  remoteUrls: Record<RemoteName, string>;
  throttle: ThrottleSettings;
  trustProxy: boolean;
  /**
   * METRICS_TOKEN: the bearer token GET /metrics asks for; null = no token, and then only loopback
   * and private addresses get the metrics (metrics/metrics-access.ts).
   */
  metricsToken: string | null;
  /** MIGRATIONS_RUN: run pending migrations at boot (default); false when `npm run migrate` does it. */
  migrationsRun: boolean;
  /** Request and application logs (common/logging). */
  log: LogSettings;
  /**
   * The compliance report (compliance/): COMPLIANCE_CHECK_EXTERNAL follows links to other sites
   * with a HEAD of at most COMPLIANCE_EXTERNAL_TIMEOUT_MS each (off by default: this server may have
   * no way out, and then they are listed 'not checked'); COMPLIANCE_NIGHTLY_HOUR is the institute's
   * hour from which the nightly run is due.
   */
  compliance: { checkExternal: boolean; externalTimeoutMs: number; nightlyHour: number };
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Folder that holds the workspace root package.json (the one with "workspaces"). */
export function findRepoRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
      } catch {
        /* an unreadable package.json is not the root: keep walking */
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return resolve(start, '..', '..');
    dir = parent;
  }
}

const readSecret = (file: string): string | null => {
  const existing = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  return existing.length >= 32 ? existing : null;
};

/**
 * Reads a secret kept under DATA_DIR as `name`, creating it on first use (the JWT secret: development
 * only). Made whole in a file of its own, then linked into place, which fails if another process
 * sharing DATA_DIR got there first: every process then reads that one.
 */
function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, secret, { mode: 0o600 });
  try {
    // A file too short to be a secret (cut short by hand) is replaced, as before.
    if (existsSync(file)) renameSync(draft, file);
    else linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecret(file) ?? secret;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * `stdoutIsTty` decides the default LOG_FORMAT: text for a person at a terminal in development,
 * JSON everywhere else (production, files, pipes, log collectors).
 */
export function loadConfig(
  env: Env = process.env,
  cwd: string = process.cwd(),
  stdoutIsTty: boolean = process.stdout.isTTY === true,
): AppConfig {
  const problems: string[] = [];
  const str = (name: string, fallback: string): string => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? fallback : v.trim();
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const intList = (name: string, fallback: number[], min: number, max: number, maxItems: number): number[] => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const items = raw.split(',').map((part) => Number(part.trim() === '' ? NaN : part.trim()));
    if (items.length > maxItems || items.some((n) => !Number.isInteger(n) || n < min || n > max)) {
      problems.push(
        `${name} must be up to ${maxItems} comma-separated whole numbers between ${min} and ${max} (got "${raw}")`,
      );
      return fallback;
    }
    return items;
  };
  const bool = (name: string, fallback: boolean | null): boolean | null => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const v = raw.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off'].includes(v)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const url = (name: string, fallback: string, allowRelative: boolean): string => {
    const v = str(name, fallback);
    if (allowRelative && v.startsWith('/')) return v;
    try {
      const u = new URL(v);
      if (!['http:', 'https:'].includes(u.protocol)) throw new Error('protocol');
    } catch {
      problems.push(`${name} must be an http(s) URL${allowRelative ? ' or a path starting with /' : ''} (got "${v}")`);
    }
    return v;
  };

  const nodeEnv = str('NODE_ENV', 'development');
  const isProduction = nodeEnv === 'production';
  const dataDir = resolve(cwd, str('DATA_DIR', './data'));

  const dbTypeRaw = str('DB_TYPE', 'sqlite').toLowerCase();
  let dbType: DbType = 'sqlite';
  if (dbTypeRaw === 'mysql' || dbTypeRaw === 'mariadb') dbType = 'mysql';
  else if (dbTypeRaw !== 'sqlite') problems.push(`DB_TYPE must be sqlite or mysql (got "${dbTypeRaw}")`);

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^(mysql|mariadb):\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with mysql:// or mariadb://');
  }

  const admin = {
    email: str('ADMIN_EMAIL', DEFAULT_ADMIN_EMAIL),
    // Empty counts as unset, as for every variable: `.env.example` lists it empty.
    password: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    name: str('ADMIN_NAME', 'Administrator'),
  };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(admin.email)) problems.push('ADMIN_EMAIL must be an e-mail address');
  if (admin.password.length < 8) problems.push('ADMIN_PASSWORD must have at least 8 characters');

  const jwtSecret = env.JWT_SECRET?.trim() ?? '';
  const totpKey = env.TOTP_ENCRYPTION_KEY?.trim() ?? '';
  const totpPreviousKeys = (env.TOTP_ENCRYPTION_KEY_PREVIOUS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if ([totpKey, ...totpPreviousKeys].some((k) => k && k.length < 32))
    problems.push('TOTP_ENCRYPTION_KEY and TOTP_ENCRYPTION_KEY_PREVIOUS must each have at least 32 characters');
  if (isProduction) {
    if (!jwtSecret) problems.push('JWT_SECRET is required when NODE_ENV=production');
    else if (jwtSecret.length < 32) problems.push('JWT_SECRET must have at least 32 characters');
    if (admin.password === DEFAULT_ADMIN_PASSWORD) {
      problems.push('ADMIN_PASSWORD must be changed from the default when NODE_ENV=production');
    } else if (admin.password.length < PASSWORD_MIN_LENGTH || isCommonPassword(admin.password)) {
      // The rule of every password set in the back office (ASVS 6.2); the dev default predates it.
      problems.push(
        `ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters and not be a common password when NODE_ENV=production`,
      );
    }
  }

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const v = str(name, fallback).toLowerCase();
    if ((allowed as readonly string[]).includes(v)) return v as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${env[name]}")`);
    return fallback;
  };
  const log: LogSettings = {
    level: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    format: oneOf<LogFormat>('LOG_FORMAT', ['json', 'pretty'], !isProduction && stdoutIsTty ? 'pretty' : 'json'),
  };

  const port = int('PORT', 3000, 0, 65535);
  const remoteUrls = Object.fromEntries(
    REMOTES.map((name) => {
      const envName = `REMOTE_URL_${name.toUpperCase()}`;
      return [name, url(envName, `/mfe/${REMOTE_PATHS[name]}/mf-manifest.json`, true)];
    }),
  ) as Record<RemoteName, string>;
  const serveFrontends = bool('SERVE_FRONTENDS', true) ?? true;

  const config: AppConfig = {
    port,
    nodeEnv,
    isProduction,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    dbType,
    sqlitePath: join(dataDir, 'diet.sqlite'),
    mysql: {
      url: databaseUrl,
      host: str('DB_HOST', '127.0.0.1'),
      port: int('DB_PORT', 3306, 1, 65535),
      user: str('DB_USER', 'root'),
      password: env.DB_PASSWORD ?? '',
      database: str('DB_NAME', 'diet'),
    },
    dbRetryAttempts: int('DB_RETRY_ATTEMPTS', 5, 0, 100),
    jwtSecret,
    totp: { key: totpKey, previousKeys: totpPreviousKeys },
    jwtExpiresIn: str('JWT_EXPIRES_IN', '8h'),
    accessTokenSeconds: int('ACCESS_TOKEN_SECONDS', ACCESS_TOKEN_SECONDS_DEFAULT, 5, 86_400),
    bcryptCost: int('BCRYPT_COST', 12, isProduction ? 10 : 4, 15),
    admin,
    publicUrl: url('PUBLIC_URL', `http://localhost:${port}`, false).replace(/\/+$/, ''),
    corsOrigins: str('CORS_ORIGINS', '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mail: {
      // The institute's own address unless the deployment names another (issue 39 item 9).
      from: str('MAIL_FROM', SITE_CONTENT.email),
      ratePerMinute: int('MAIL_RATE_PER_MINUTE', 60, 1, 100_000),
      pollMs: int('MAIL_POLL_MS', 2000, 10, 3_600_000),
      claimLeaseMs: int('MAIL_CLAIM_LEASE_MS', 120_000, 0, 86_400_000),
      workerEnabled: bool('MAIL_WORKER', true) ?? true,
      retryDelaysMs: intList('MAIL_RETRY_DELAYS_MS', DEFAULT_MAIL_RETRY_DELAYS_MS, 0, 86_400_000, MAX_MAIL_RETRIES),
    },
    seedDemo: bool('SEED_DEMO', null),
    frontendRoot: resolve(cwd, str('FRONTEND_ROOT', findRepoRoot(__dirname))),
    serveFrontends,
    servePages: (bool('SERVE_PAGES', false) ?? false) || serveFrontends,
    remoteUrls,
    throttle: {
      ttlMs: int('THROTTLE_TTL_MS', 60_000, 1, 86_400_000),
      publicLimit: int('THROTTLE_PUBLIC_LIMIT', 10, 1, 1_000_000),
      loginFailures: int('THROTTLE_LOGIN_FAILURES', 5, 1, 1_000_000),
      lockoutFailures: int('LOCKOUT_FAILURES', ACCOUNT_LOCKOUT_FAILURES, 1, 1_000_000),
      lockoutMs: int('LOCKOUT_MS', ACCOUNT_LOCKOUT_MINUTES * 60_000, 1, 86_400_000),
    },
    trustProxy: bool('TRUST_PROXY', false) ?? false,
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    migrationsRun: bool('MIGRATIONS_RUN', true) ?? true,
    log,
    compliance: {
      checkExternal: bool('COMPLIANCE_CHECK_EXTERNAL', false) ?? false,
      externalTimeoutMs: int('COMPLIANCE_EXTERNAL_TIMEOUT_MS', 3000, 100, 60_000),
      nightlyHour: int('COMPLIANCE_NIGHTLY_HOUR', 2, 0, 23),
    },
  };

  if (!/^\d+\s*(ms|s|m|h|d)?$/.test(config.jwtExpiresIn)) {
    problems.push(`JWT_EXPIRES_IN must look like 8h, 30m or 3600 (got "${config.jwtExpiresIn}")`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  // Only now, with everything else valid, write the development secret to disk.
  if (!jwtSecret) config.jwtSecret = persistentSecret(dataDir, 'jwt-secret');
  // In every environment: the 2FA secrets need a key that outlives a change of the JWT secret.
  if (!totpKey) config.totp.key = persistentSecret(dataDir, 'totp-key');
  return config;
}

/** A session's length in seconds, from JWT_EXPIRES_IN ('8h', '30m', '3600'), as the token library reads it. */
export function sessionSeconds(config: Pick<AppConfig, 'jwtExpiresIn'>): number {
  const [, amount, unit = 's'] = /^(\d+)\s*(ms|s|m|h|d)?$/.exec(config.jwtExpiresIn)!;
  const per: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86_400 };
  return Math.floor(Number(amount) * per[unit]);
}

/** Nest injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
