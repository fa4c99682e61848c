// Types for nginx.cjs (shared with `npm run bench`, which runs without a TypeScript step).
import type { ChildProcess } from 'node:child_process';

export interface RunningNginx {
  process: ChildProcess;
  prefix: string;
  stop(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with the bench (plain Node)
const nginx = require('./nginx.cjs') as {
  BROTLI_STATIC_MODULE: string;
  NGINX: string;
  readDockerConf(name: 'gateway' | 'static'): string;
  gatewayServices(conf?: string): string[];
  gatewayServer(port: number, upstreams: Record<string, number[]>): string;
  staticServer(port: number, root: string): string;
  checkNginxConfig(prefix: string, servers: string[]): Promise<string | null>;
  startNginx(prefix: string, servers: string[], ports: number[]): Promise<RunningNginx>;
};

export const {
  BROTLI_STATIC_MODULE,
  NGINX,
  readDockerConf,
  gatewayServices,
  gatewayServer,
  staticServer,
  checkNginxConfig,
  startNginx,
} = nginx;
