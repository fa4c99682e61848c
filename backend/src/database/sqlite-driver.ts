/**
 * better-sqlite3, loaded by us and handed to TypeORM: TypeORM 1.1 declares better-sqlite3 ^12 as its
 * peer, so npm keeps our 13 (the first line built for Node 24) beside the backend, out of
 * TypeORM's own reach.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const SQLITE_DRIVER: unknown = require('better-sqlite3');
