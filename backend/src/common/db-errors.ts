/** Recognises driver errors that mean "the database cannot be reached" or "duplicate key". */

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'POOL_CLOSED',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_READONLY',
]);

const UNAVAILABLE_NAMES = new Set([
  'ConnectionIsNotSetError',
  'CannotExecuteNotConnectedError',
  'ConnectionNotFoundError',
]);

function codesOf(error: unknown): string[] {
  const out: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const e = current as { code?: unknown; errno?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof e.code === 'string') out.push(e.code);
    current = e.driverError ?? e.cause;
  }
  return out;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const name = (error as Error).name;
  if (UNAVAILABLE_NAMES.has(name)) return true;
  const message = String((error as Error).message ?? '');
  if (
    /database connection is not open|pool is closed|Driver not Connected|connection is closed|Connection is not established/i.test(
      message,
    )
  )
    return true;
  return codesOf(error).some((code) => UNAVAILABLE_CODES.has(code) || /^SQLITE_(BUSY|LOCKED|IOERR)/.test(code));
}

export function isDuplicateKey(error: unknown): boolean {
  return codesOf(error).some(
    (code) => code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY',
  );
}
