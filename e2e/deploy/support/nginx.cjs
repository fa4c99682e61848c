// Debian's nginx as a child process, configured from the SAME files docker-compose mounts:
// docker/gateway.nginx.conf (the gateway) and docker/static.nginx.conf (one per frontend). Only
// what differs between Docker and loopback is rewritten: listen ports, roots, the gateway's log
// (stdout in Docker; here the tests' own log, which names each request's replica), and service
// names become upstream blocks of loopback ports (Docker's DNS does that job in compose).
// CommonJS, so the deploy suite (nginx.ts gives it types) and `npm run bench` share it.
const { spawn } = require('node:child_process');
const { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } = require('node:fs');
const { connect } = require('node:net');
const { userInfo } = require('node:os');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '../../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/**
 * ngx_brotli's static module, which docker/static.nginx.conf's `brotli_static` needs: Debian's
 * package libnginx-mod-http-brotli-static (the compose image installs Alpine's nginx-mod-http-brotli).
 */
const BROTLI_STATIC_MODULE =
  process.env.NGINX_BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const DOCKER_DNS = /^\s*resolver\s+127\.0\.0\.11[^;]*;\s*$/m;
const DOCKER_LOG = /^\s*access_log\s+\/dev\/stdout[^;]*;\s*$/m;
const DOCKER_LISTEN = /listen \d+;/;

function readDockerConf(name) {
  return readFileSync(join(ROOT, 'docker', `${name}.nginx.conf`), 'utf8');
}

/** Names of the services the gateway proxies to (api, shell, mfe-*), read from its proxy targets. */
function gatewayServices(conf = readDockerConf('gateway')) {
  return [...new Set([...conf.matchAll(/http:\/\/([a-z0-9-]+):\d+/g)].map((m) => m[1]))];
}

/**
 * The gateway on 127.0.0.1:port, each service an upstream of loopback ports: `http://api:3000`
 * becomes `http://api`, which nginx finds among its upstream blocks (several replicas balance).
 */
function gatewayServer(port, upstreams) {
  const conf = readDockerConf('gateway');
  const missing = gatewayServices(conf).filter((s) => !upstreams[s]?.length);
  if (missing.length) throw new Error(`no loopback ports for gateway services: ${missing.join(', ')}`);
  const blocks = Object.entries(upstreams).map(
    ([name, ports]) => `upstream ${name} {\n${ports.map((p) => `  server 127.0.0.1:${p} max_fails=0;`).join('\n')}\n}`,
  );
  const server = conf
    .replace(DOCKER_DNS, '')
    .replace(DOCKER_LOG, '')
    .replace(DOCKER_LISTEN, `listen 127.0.0.1:${port};`)
    .replace(/http:\/\/([a-z0-9-]+):\d+/g, 'http://$1');
  return `${blocks.join('\n')}\n${server}`;
}

/** One frontend's static server (docker/static.nginx.conf) on 127.0.0.1:port, serving `root`. */
function staticServer(port, root) {
  return readDockerConf('static')
    .replace(DOCKER_LISTEN, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${root};`);
}

/** The load_module line the servers need (brotli_static), or an error naming the package to install. */
function modulesFor(servers) {
  if (!servers.some((s) => /^\s*brotli_static\s/m.test(s))) return '';
  if (!existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error(
      `nginx's brotli static module is missing (${BROTLI_STATIC_MODULE}): apt-get install libnginx-mod-http-brotli-static`,
    );
  }
  return `load_module ${BROTLI_STATIC_MODULE};\n`;
}

function mainConf(prefix, servers) {
  const { username } = userInfo();
  return `# written by e2e/deploy/support/nginx.cjs
${modulesFor(servers)}${username === 'root' ? 'user root root;' : ''}
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

function listening(port) {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

/** Writes the main configuration under `prefix` and returns its path. */
function writeConf(prefix, servers) {
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, mainConf(prefix, servers));
  return confFile;
}

/** `nginx -t` on these server blocks: null when valid, else nginx's complaint. */
async function checkNginxConfig(prefix, servers) {
  const confFile = writeConf(prefix, servers);
  const test = spawn(NGINX, ['-t', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', confFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  test.stdout.on('data', (c) => (output += c));
  test.stderr.on('data', (c) => (output += c));
  const code = await new Promise((done) => test.once('exit', done));
  return code === 0 ? null : output;
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
function stopChild(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** nginx with these server blocks, once every port listens: { process, prefix, stop() }. */
async function startNginx(prefix, servers, ports) {
  const confFile = writeConf(prefix, servers);
  const log = openSync(join(prefix, 'nginx.out'), 'a');
  const child = spawn(NGINX, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
  });
  const output = () =>
    readFileSync(join(prefix, 'nginx.out'), 'utf8') +
    readFileSync(join(prefix, 'error.log'), { encoding: 'utf8', flag: 'a+' });
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output()}`);
    if ((await Promise.all(ports.map(listening))).every(Boolean)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${ports.join(', ')}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { process: child, prefix, stop: () => stopChild(child) };
}

module.exports = {
  BROTLI_STATIC_MODULE,
  NGINX,
  checkNginxConfig,
  gatewayServer,
  gatewayServices,
  readDockerConf,
  startNginx,
  staticServer,
};
