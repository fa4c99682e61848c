// No Docker engine runs here, so the deployment files are checked by reading them: every build
// context and Dockerfile exists, every frontend has a static service and a gateway route, and the
// gateway only names services that exist. Debian's docker-compose, when installed, validates too,
// and Debian's nginx checks the gateway and static configurations as the deploy suite runs them
// (e2e/deploy proves the topology itself: replicas behind this gateway, a remote released alone).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REMOTE_PATHS } from '@diet/contracts/api';
import {
  checkNginxConfig,
  gatewayServer,
  gatewayServices,
  NGINX,
  startNginx,
  staticServer,
} from '../deploy/support/nginx';
import { PAGE_BUILDS, REPLICA_ENV, SHARED_REPLICA_SETTINGS } from '../deploy/support/replica-env';
import { freePort, ROOT } from '../support/server';

interface ComposeService {
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  image?: string;
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  logging?: { driver?: string; options?: Record<string, string> };
  ports?: string[];
}

/** nginx's image and version, where it is an unprivileged nginx image ('nginxinc/nginx-unprivileged:1.28-alpine'). */
const unprivilegedNginx = (image: string | undefined) => /^nginxinc\/nginx-unprivileged:(\d+)\.(\d+)/.exec(image ?? '');
const atLeast128 = (m: RegExpExecArray | null) => m !== null && (Number(m[1]) > 1 || Number(m[2]) >= 28);

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;
const gatewayConf = readFileSync(join(ROOT, 'docker/gateway.nginx.conf'), 'utf8');
const staticConf = readFileSync(join(ROOT, 'docker/static.nginx.conf'), 'utf8');

describe('docker-compose.yml', () => {
  it('has the topology of ARCHITECTURE.md section 7', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'db', 'gateway', 'shell', ...Object.values(REMOTE_PATHS)].sort(),
    );
    expect(services.db.image).toMatch(/^mysql:8/);
  });

  it('names only build contexts and Dockerfiles that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      const context = join(ROOT, service.build.context);
      expect(existsSync(context)).toBe(true);
      const dockerfile = join(context, service.build.dockerfile ?? 'Dockerfile');
      expect({ name, exists: existsSync(dockerfile) }).toEqual({ name, exists: true });
      const app = service.build.args?.APP;
      if (app) {
        const pkg = JSON.parse(readFileSync(join(ROOT, app, 'package.json'), 'utf8'));
        expect({ name, build: typeof pkg.scripts?.build }).toEqual({ name, build: 'string' });
      }
    }
  });

  it('mounts a gateway configuration that exists', () => {
    const mounts = services.gateway.volumes ?? [];
    for (const mount of mounts) {
      const source = mount.split(':')[0];
      if (source.startsWith('.')) expect(existsSync(join(ROOT, source))).toBe(true);
    }
    expect(mounts.some((m) => m.startsWith('./docker/gateway.nginx.conf:'))).toBe(true);
  });

  it('routes the API, uploads, remotes.json, every remote and the shell through the gateway', () => {
    expect(gatewayConf).toMatch(/location \/api\/ \{[^}]*api:3000/);
    expect(gatewayConf).toMatch(/location \/uploads\/ \{[^}]*api:3000/);
    expect(gatewayConf).toMatch(/location = \/remotes\.json \{[^}]*api:3000/);
    for (const folder of Object.values(REMOTE_PATHS)) {
      expect(gatewayConf).toContain(`location /mfe/${folder}/ {\n    proxy_pass http://${folder}:8080/;`);
    }
    expect(gatewayConf).toMatch(/location \/ \{\s*proxy_pass http:\/\/shell:8080;/);
  });

  it('sends page requests, robots.txt and sitemap.xml to the API, which renders them as `npm start` does', () => {
    // Inside `location /` (the shell's files): every address without a dot is a page.
    expect(gatewayConf).toMatch(
      /location \/ \{\s*proxy_pass http:\/\/shell:8080;[^}]*\}\s*#[^\n]*\n\s*location ~ "\^\[\^\.\]\*\$" \{\s*set \$api http:\/\/api:3000;/,
    );
    expect(gatewayConf).toContain('location ~ "^/(robots\\.txt|sitemap\\.xml)$" {\n    set $api http://api:3000;');
  });

  it('builds into the API image what the replica test renders pages from', () => {
    const dockerfile = readFileSync(join(ROOT, services.api.build?.dockerfile ?? 'backend/Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/npm run build -w shell -w mfe-public/);
    for (const build of PAGE_BUILDS)
      expect({ build, copied: dockerfile.includes(`COPY --from=build /repo/${build} ./${build}\n`) }).toEqual({
        build,
        copied: true,
      });
  });

  it('sends the gateway only to services that exist', () => {
    const hosts = [...gatewayConf.matchAll(/http:\/\/([a-z0-9-]+):\d+/g)].map((m) => m[1]);
    expect(hosts.length).toBeGreaterThan(5);
    for (const host of hosts) expect(Object.keys(services)).toContain(host);
  });

  it('keeps the API stateless and scalable: no fixed ports or names, uploads on a shared volume', () => {
    const api = services.api as ComposeService & { ports?: unknown; container_name?: unknown };
    expect(api.ports).toBeUndefined();
    expect(api.container_name).toBeUndefined();
    expect(api.volumes).toContain('uploads:/data/uploads');
    expect(api.healthcheck).toBeDefined();
  });

  it('gives the api service the settings the replica test runs with, and the ones replicas share', () => {
    const env = services.api.environment ?? {};
    expect(env).toEqual(expect.objectContaining(REPLICA_ENV));
    for (const name of SHARED_REPLICA_SETTINGS) expect({ name, set: name in env }).toEqual({ name, set: true });
    // The secret is never defaulted: every replica must be given the same one.
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(env.TOTP_ENCRYPTION_KEY).toMatch(/^\$\{TOTP_ENCRYPTION_KEY:\?/);
    expect(services.api.healthcheck?.test.join(' ')).toContain('/api/health/ready');
    expect(env).toEqual(
      expect.objectContaining({
        METRICS_TOKEN: expect.stringMatching(/^\$\{METRICS_TOKEN/),
        MIGRATIONS_RUN: expect.stringMatching(/^\$\{MIGRATIONS_RUN/),
      }),
    );
  });

  it("rotates every service's log (json-file with a size and a number of files)", () => {
    for (const [name, service] of Object.entries(services)) {
      const { driver, options = {} } = service.logging ?? {};
      expect({ name, driver, maxSize: options['max-size'], maxFile: options['max-file'] }).toEqual({
        name,
        driver: 'json-file',
        maxSize: expect.stringMatching(/^\d+[kmg]$/),
        maxFile: expect.stringMatching(/^\d+$/),
      });
    }
  });

  it('runs nginx 1.28 or newer as an unprivileged image, on its port 8080', () => {
    expect({ image: services.gateway.image, ok: atLeast128(unprivilegedNginx(services.gateway.image)) }).toEqual({
      image: services.gateway.image,
      ok: true,
    });
    // The frontends' static servers need the brotli module, which no official nginx image has: Alpine's
    // nginx (1.28 from Alpine 3.22 on) with its module, run as the unprivileged `nginx` user.
    const frontendStage =
      readFileSync(join(ROOT, 'docker/frontend.Dockerfile'), 'utf8')
        .split(/^FROM /m)
        .pop() ?? '';
    expect(frontendStage).toMatch(/^alpine:3\.(2[2-9]|[3-9]\d)\s/);
    expect(frontendStage).toMatch(/apk add --no-cache nginx nginx-mod-http-brotli/);
    expect(frontendStage).toMatch(/^USER nginx$/m);
    expect(services.gateway.ports).toEqual([expect.stringMatching(/:8080$/)]);
    for (const conf of [gatewayConf, staticConf]) expect(conf).toMatch(/^\s*listen 8080;$/m);
    for (const [name, service] of Object.entries(services)) {
      if (name === 'gateway' || service.build?.dockerfile === 'docker/frontend.Dockerfile') {
        expect({ name, healthcheck: service.healthcheck?.test.join(' ') }).toEqual({
          name,
          healthcheck: expect.stringContaining('http://127.0.0.1:8080/'),
        });
      }
    }
  });

  it('checks the health of every service, and starts the gateway once its upstreams are healthy', () => {
    for (const [name, service] of Object.entries(services))
      expect({ name, healthcheck: Boolean(service.healthcheck) }).toEqual({ name, healthcheck: true });
    const dependsOn = services.gateway.depends_on as Record<string, { condition: string }>;
    for (const upstream of gatewayServices(gatewayConf))
      expect({ upstream, condition: dependsOn[upstream]?.condition }).toEqual({
        upstream,
        condition: 'service_healthy',
      });
  });

  it('lets another origin read every static file, so a remote can live on a CDN', () => {
    // A block location ends its first line with `{` and closes on a line of its own.
    const locations = [...staticConf.matchAll(/^\s*location [^\n]*\{\n([\s\S]*?)^\s*\}/gm)].map((m) => m[1]);
    const withHeaders = locations.filter((body) => body.includes('add_header'));
    expect(withHeaders.length).toBeGreaterThanOrEqual(3);
    // add_header in a location replaces the server's: each one must name the CORS header itself.
    for (const body of withHeaders) expect(body).toContain('add_header Access-Control-Allow-Origin "*";');
  });

  it("keeps query strings (the tokens of reset, invitation, unsubscribe and confirm links) out of the gateway's access log", () => {
    const [, format] = /^\s*access_log\s+\S+\s+(\S+);/m.exec(gatewayConf) ?? [];
    expect(format).toBeDefined();
    // `escape=json` and the like may stand between the format's name and its text.
    const line = new RegExp(`log_format\\s+${format}\\s+(?:\\w+=\\w+\\s+)*'([^']*)'`).exec(gatewayConf)?.[1] ?? '';
    expect(line).toContain('$uri');
    // $request (and $request_uri, $args, $query_string, $arg_*) carry the query string; a Referer may carry a page's.
    expect(line).not.toMatch(/\$(request|request_uri|args|query_string|arg_\w+|http_referer)\b(?!_)/);
  });

  (existsSync(NGINX) ? it : it.skip)(
    'is accepted by nginx -t, gateway and static servers as the deploy suite runs them',
    async () => {
      const prefix = mkdtempSync(join(tmpdir(), 'diet-nginx-check-'));
      try {
        const frontends = ['shell', ...Object.values(REMOTE_PATHS)];
        const upstreams = Object.fromEntries([
          ['api', [41001, 41002]],
          ...frontends.map((app, i) => [app, [41010 + i]]),
        ]);
        const servers = [
          gatewayServer(41000, upstreams),
          ...frontends.map((app, i) => staticServer(41010 + i, join(ROOT, app, 'dist'))),
        ];
        expect(await checkNginxConfig(prefix, servers)).toBeNull();
      } finally {
        rmSync(prefix, { recursive: true, force: true });
      }
    },
  );

  (existsSync(NGINX) ? describe : describe.skip)('the gateway, run by nginx', () => {
    let upstream: Server;
    let gateway: Awaited<ReturnType<typeof startNginx>>;
    let base: string;
    const prefix = mkdtempSync(join(tmpdir(), 'diet-nginx-gateway-'));

    beforeAll(async () => {
      // Every service is one loopback server that answers with the X-Request-Id it was sent.
      upstream = createServer((req, res) =>
        res.end(JSON.stringify({ url: req.url, requestId: req.headers['x-request-id'] ?? null })),
      );
      const upstreamPort = await freePort();
      await new Promise<void>((done) => upstream.listen(upstreamPort, '127.0.0.1', done));
      const port = await freePort();
      const upstreams = Object.fromEntries(gatewayServices(gatewayConf).map((name) => [name, [upstreamPort]]));
      gateway = await startNginx(prefix, [gatewayServer(port, upstreams)], [port]);
      base = `http://127.0.0.1:${port}`;
    });
    afterAll(async () => {
      await gateway?.stop();
      upstream?.close();
      rmSync(prefix, { recursive: true, force: true });
    });

    it('forwards the X-Request-Id a client sent, and makes one when none (or an unsafe one) came', async () => {
      const sent = await (await fetch(`${base}/api/events`, { headers: { 'X-Request-Id': 'trace-42.a_b' } })).json();
      expect(sent).toEqual({ url: '/api/events', requestId: 'trace-42.a_b' });
      const made = await (await fetch(`${base}/about`)).json();
      expect(made.requestId).toMatch(/^[0-9a-f]{32}$/);
      const unsafe = await (await fetch(`${base}/api/events`, { headers: { 'X-Request-Id': 'x'.repeat(65) } })).json();
      expect(unsafe.requestId).toMatch(/^[0-9a-f]{32}$/);
    });

    it('refuses /metrics from outside, in any letter case or spelling of the path', async () => {
      for (const path of [
        '/metrics',
        '/metrics/',
        '/METRICS',
        '//metrics',
        '/api/../metrics',
        '/uploads/%2e%2e/metrics',
      ]) {
        const res = await fetch(`${base}${path}`);
        expect({ path, status: res.status }).toEqual({ path, status: 403 });
      }
      // Not a rule against other addresses that merely start alike.
      expect((await fetch(`${base}/api/metrics`)).status).toBe(200);
    });
  });

  const composeBin = spawnSync('sh', ['-c', 'command -v docker-compose'], { encoding: 'utf8' }).stdout.trim();
  (composeBin ? it : it.skip)('is accepted by docker-compose config', () => {
    const result = spawnSync(composeBin, ['-f', 'docker-compose.yml', 'config', '-q'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        DB_PASSWORD: 'x',
        DB_ROOT_PASSWORD: 'x',
        JWT_SECRET: 'x',
        TOTP_ENCRYPTION_KEY: 'x',
        ADMIN_EMAIL: 'a@b.c',
        ADMIN_PASSWORD: 'x',
      },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
