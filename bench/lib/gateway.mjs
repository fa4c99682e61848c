// The compose deployment's front on this machine: Debian's nginx with docker/gateway.nginx.conf and
// one docker/static.nginx.conf server per frontend (the deploy suite's nginx.cjs writes them), the
// API upstream being a running product. So the bench measures what a visitor of that deployment
// receives, nginx's own compression choices included.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, firstLoads, pageHtml } from './frontend.mjs';
import { freePort } from './product.mjs';

const { NGINX, gatewayServer, startNginx, staticServer } = createRequire(import.meta.url)(
  '../../e2e/deploy/support/nginx.cjs',
);

/** Starts the gateway in front of the product at `apiBaseUrl`: { baseUrl, stop() }. */
export async function startGateway(root, apiBaseUrl) {
  if (!existsSync(NGINX))
    throw new Error(
      `no nginx at ${NGINX} (apt-get install nginx-light libnginx-mod-http-brotli-static, or NGINX_PATH)`,
    );
  const work = mkdtempSync(join(tmpdir(), 'diet-bench-gateway-'));
  const [gatewayPort, ...staticPorts] = await Promise.all([freePort(), ...APPS.map(() => freePort())]);
  const upstreams = { api: [Number(new URL(apiBaseUrl).port)] };
  APPS.forEach((app, i) => (upstreams[app] = [staticPorts[i]]));
  const servers = [
    gatewayServer(gatewayPort, upstreams),
    ...APPS.map((app, i) => staticServer(staticPorts[i], join(root, app, 'dist'))),
  ];
  try {
    const nginx = await startNginx(join(work, 'nginx'), servers, [gatewayPort, ...staticPorts]);
    return {
      baseUrl: `http://127.0.0.1:${gatewayPort}`,
      stop: async () => {
        await nginx.stop();
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/** The deployments whose first loads the bench measures: `npm start` itself, and the gateway in front of it. */
export const DEPLOYMENTS = { start: 'npm start', gateway: 'compose gateway (nginx)' };

/**
 * First loads received from the running product (`npm start`) and through the compose gateway in
 * front of it, and the HTML of `htmlPaths` from both. Without a usable nginx the gateway's part is
 * left out and the reason returned.
 */
export async function firstLoadsOfBothDeployments(root, productBaseUrl, htmlPaths = []) {
  const deployments = [{ name: DEPLOYMENTS.start, baseUrl: productBaseUrl }];
  let gateway;
  let gatewayError;
  try {
    gateway = await startGateway(root, productBaseUrl);
    deployments.push({ name: DEPLOYMENTS.gateway, baseUrl: gateway.baseUrl });
  } catch (error) {
    gatewayError = `the nginx gateway could not start: ${error.message}`;
  }
  try {
    return {
      loads: await firstLoads(root, deployments),
      html: await pageHtml(deployments, htmlPaths),
      ...(gatewayError ? { gatewayError } : {}),
    };
  } finally {
    await gateway?.stop();
  }
}
