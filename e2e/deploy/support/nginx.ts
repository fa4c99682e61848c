// Debian's nginx as a child process, configured from the SAME files docker-compose mounts:
// docker/gateway.nginx.conf (the gateway) and docker/static.nginx.conf (one per frontend). Only
// what differs between Docker and loopback is rewritten: listen ports, roots, and service names
// become upstream blocks of loopback ports (Docker's DNS does that job in compose).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { ROOT, stopProduct } from '../../support/server';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DOCKER_DNS = /^\s*resolver\s+127\.0\.0\.11[^;]*;\s*$/m;

export function readDockerConf(name: 'gateway' | 'static'): string {
  return readFileSync(join(ROOT, 'docker', `${name}.nginx.conf`), 'utf8');
}

/** Names of the services the gateway proxies to (api, shell, mfe-*), read from its proxy targets. */
export function gatewayServices(conf = readDockerConf('gateway')): string[] {
  return [...new Set([...conf.matchAll(/http:\/\/([a-z0-9-]+):\d+/g)].map((m) => m[1]))];
}

/**
 * The gateway on 127.0.0.1:port, each service an upstream of loopback ports: `http://api:3000`
 * becomes `http://api`, which nginx finds among its upstream blocks (several replicas balance).
 */
export function gatewayServer(port: number, upstreams: Record<string, number[]>): string {
  const conf = readDockerConf('gateway');
  const missing = gatewayServices(conf).filter((s) => !upstreams[s]?.length);
  if (missing.length) throw new Error(`no loopback ports for gateway services: ${missing.join(', ')}`);
  const blocks = Object.entries(upstreams).map(
    ([name, ports]) => `upstream ${name} {\n${ports.map((p) => `  server 127.0.0.1:${p} max_fails=0;`).join('\n')}\n}`,
  );
  const server = conf
    .replace(DOCKER_DNS, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/http:\/\/([a-z0-9-]+):\d+/g, 'http://$1');
  return `${blocks.join('\n')}\n${server}`;
}

/** One frontend's static server (docker/static.nginx.conf) on 127.0.0.1:port, serving `root`. */
export function staticServer(port: number, root: string): string {
  return readDockerConf('static')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${root};`);
}

export interface RunningNginx {
  process: ChildProcess;
  prefix: string;
  stop(): Promise<void>;
}

function mainConf(prefix: string, servers: string[]): string {
  const { username } = userInfo();
  return `# written by e2e/deploy/support/nginx.ts
${username === 'root' ? 'user root root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  # Names the upstream (replica) of every request, so tests can see where each one went.
  log_format deploy '$request_uri status=$status upstream=$upstream_addr';
  access_log ${prefix}/access.log deploy;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
${servers.join('\n')}
}
`;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Writes the main configuration under `prefix` and returns its path. */
function writeConf(prefix: string, servers: string[]): string {
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, mainConf(prefix, servers));
  return confFile;
}

/** `nginx -t` on these server blocks: null when valid, else nginx's complaint. */
export async function checkNginxConfig(prefix: string, servers: string[]): Promise<string | null> {
  const confFile = writeConf(prefix, servers);
  const test = spawn(NGINX, ['-t', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', confFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  test.stdout.on('data', (c) => (output += c));
  test.stderr.on('data', (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => test.once('exit', resolve));
  return code === 0 ? null : output;
}

export async function startNginx(prefix: string, servers: string[], ports: number[]): Promise<RunningNginx> {
  const confFile = writeConf(prefix, servers);
  const log = openSync(join(prefix, 'nginx.out'), 'a');
  const child = spawn(NGINX, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', log, log] });
  const output = () => readFileSync(join(prefix, 'nginx.out'), 'utf8') + readFileSync(join(prefix, 'error.log'), { encoding: 'utf8', flag: 'a+' });
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output()}`);
    if ((await Promise.all(ports.map(listening))).every(Boolean)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${ports.join(', ')}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    process: child,
    prefix,
    stop: () => stopProduct({ process: child }),
  };
}
