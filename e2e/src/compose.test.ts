// No Docker engine runs here, so the deployment files are checked by reading them: every build
// context and Dockerfile exists, every frontend has a static service and a gateway route, and the
// gateway only names services that exist. Debian's docker-compose, when installed, validates too.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REMOTE_PATHS } from '@diet/contracts/api';
import { ROOT } from '../support/server';

interface ComposeService {
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  image?: string;
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
  healthcheck?: unknown;
}

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;
const gatewayConf = readFileSync(join(ROOT, 'docker/gateway.nginx.conf'), 'utf8');

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
