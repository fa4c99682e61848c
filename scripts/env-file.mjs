// Reads `.env` at the repository's root into process.env when it exists (see .env.example).
// A variable already set in the environment wins, as with docker-compose.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function loadEnvFile(root) {
  const file = join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
