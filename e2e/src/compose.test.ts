// No Docker engine runs here, so the deployment files are checked by reading them: every build
// context and Dockerfile exists, every frontend has a static service and a gateway route, and the
// gateway only names services that exist. Debian's docker-compose, when installed, validates too,
// and Debian's nginx checks the gateway and static configurations as the deploy suite runs them
// (e2e/deploy proves the topology itself: replicas behind this gateway, a remote released alone).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REMOTE_PATHS } from '@diet/contracts/api';
import { checkNginxConfig, gatewayServer, gatewayServices, NGINX, staticServer } from '../deploy/support/nginx';
import { PAGE_BUILDS, REPLICA_ENV, SHARED_REPLICA_SETTINGS } from '../deploy/support/replica-env';
import { ROOT } from '../support/server';

interface ComposeService {
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  image?: string;
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
}

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
      expect(gatewayConf).toContain(`location /mfe/${folder}/ {\n    proxy_pass http://${folder}:80/;`);
    }
    expect(gatewayConf).toMatch(/location \/ \{\s*proxy_pass http:\/\/shell:80;/);
  });

  it('sends page requests, robots.txt and sitemap.xml to the API, which renders them as `npm start` does', () => {
    // Inside `location /` (the shell's files): every address without a dot is a page.
    expect(gatewayConf).toMatch(/location \/ \{\s*proxy_pass http:\/\/shell:80;\s*#[^\n]*\n\s*location ~ "\^\[\^\.\]\*\$" \{\s*set \$api http:\/\/api:3000;/);
    expect(gatewayConf).toContain('location ~ "^/(robots\\.txt|sitemap\\.xml)$" {\n    set $api http://api:3000;');
  });

  it('builds into the API image what the replica test renders pages from', () => {
    const dockerfile = readFileSync(join(ROOT, services.api.build?.dockerfile ?? 'backend/Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/npm run build -w shell -w mfe-public/);
    for (const build of PAGE_BUILDS) expect({ build, copied: dockerfile.includes(`COPY --from=build /repo/${build} ./${build}\n`) }).toEqual({ build, copied: true });
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
    expect(services.api.healthcheck?.test.join(' ')).toContain('/api/health');
  });

  it('checks the health of every service, and starts the gateway once its upstreams are healthy', () => {
    for (const [name, service] of Object.entries(services)) expect({ name, healthcheck: Boolean(service.healthcheck) }).toEqual({ name, healthcheck: true });
    const dependsOn = services.gateway.depends_on as Record<string, { condition: string }>;
    for (const upstream of gatewayServices(gatewayConf)) expect({ upstream, condition: dependsOn[upstream]?.condition }).toEqual({ upstream, condition: 'service_healthy' });
  });

  it('lets another origin read every static file, so a remote can live on a CDN', () => {
    // A block location ends its first line with `{` and closes on a line of its own.
    const locations = [...staticConf.matchAll(/^\s*location [^\n]*\{\n([\s\S]*?)^\s*\}/gm)].map((m) => m[1]);
    const withHeaders = locations.filter((body) => body.includes('add_header'));
    expect(withHeaders.length).toBeGreaterThanOrEqual(3);
    // add_header in a location replaces the server's: each one must name the CORS header itself.
    for (const body of withHeaders) expect(body).toContain('add_header Access-Control-Allow-Origin "*";');
  });

  (existsSync(NGINX) ? it : it.skip)('is accepted by nginx -t, gateway and static servers as the deploy suite runs them', async () => {
    const prefix = mkdtempSync(join(tmpdir(), 'diet-nginx-check-'));
    try {
      const frontends = ['shell', ...Object.values(REMOTE_PATHS)];
      const upstreams = Object.fromEntries([['api', [41001, 41002]], ...frontends.map((app, i) => [app, [41010 + i]])]);
      const servers = [gatewayServer(41000, upstreams), ...frontends.map((app, i) => staticServer(41010 + i, join(ROOT, app, 'dist')))];
      expect(await checkNginxConfig(prefix, servers)).toBeNull();
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
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
        ADMIN_EMAIL: 'a@b.c',
        ADMIN_PASSWORD: 'x',
      },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
