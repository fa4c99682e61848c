// What every API replica behind the gateway needs, shared by the replica test (which proves it)
// and the compose check (which demands it of docker-compose.yml's `api` service).

/** Fixed settings of a replica behind the gateway. */
export const REPLICA_ENV = {
  NODE_ENV: 'production',
  DB_TYPE: 'mysql',
  // The gateway serves the frontends' files from their own containers...
  SERVE_FRONTENDS: 'false',
  // ...and sends page requests to the replicas, which render them as `npm start` does.
  SERVE_PAGES: 'true',
  // One proxy hop: the login limit counts the client's address, not the gateway's.
  TRUST_PROXY: '1',
} as const;

/** Settings every replica must share with the others (the same values everywhere). */
export const SHARED_REPLICA_SETTINGS = [
  'JWT_SECRET',
  'TOTP_ENCRYPTION_KEY',
  'DB_HOST',
  'DB_NAME',
  'DB_USER',
  'DB_PASSWORD',
  'DATA_DIR',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'PUBLIC_URL',
  'SMTP_URL',
] as const;

/**
 * The builds a replica renders pages from (FRONTEND_ROOT): exactly what backend/Dockerfile copies
 * into the API image, so the replica test runs the image's layout.
 */
export const PAGE_BUILDS = ['shell/dist', 'shell/dist-server', 'mfe-public/dist', 'mfe-public/dist-server'] as const;
