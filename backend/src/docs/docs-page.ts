/**
 * The page at /api/docs: Swagger UI from swagger-ui-dist, served by the API itself (no CDN), with
 * no inline script, so the Content-Security-Policy of every page (web/security-headers.ts) holds.
 */
import { dirname, join } from 'node:path';

export const DOCS_BASE = '/api/docs';

const SWAGGER_UI = dirname(require.resolve('swagger-ui-dist/package.json'));

/** The viewer's files, by the name the page asks for. */
export const DOCS_FILES: Record<string, string> = {
  'swagger-ui.css': join(SWAGGER_UI, 'swagger-ui.css'),
  'swagger-ui-bundle.js': join(SWAGGER_UI, 'swagger-ui-bundle.js'),
};

/**
 * Starts the viewer. A signed-in administrator's token (the back office keeps it in localStorage
 * under adminToken, on this same origin) goes with the viewer's requests, so 'Try it out' works
 * on admin routes and the description loads where it needs the token.
 */
export const DOCS_INIT_SCRIPT = `window.addEventListener('load', function () {
  var token = null;
  try { token = window.localStorage.getItem('adminToken'); } catch (e) {}
  window.ui = SwaggerUIBundle({
    url: '${DOCS_BASE}.json',
    dom_id: '#docs',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelExpandDepth: 3,
    filter: true,
    tryItOutEnabled: false,
    requestInterceptor: function (request) {
      if (token && !request.headers.Authorization) request.headers.Authorization = 'Bearer ' + token;
      return request;
    }
  });
});
`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference · DIET</title>
<!-- No icon to fetch: /favicon.ico is no page and answers 404, as the public pages say with the same line. -->
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DOCS_BASE}/swagger-ui.css">
</head>
<body>
<main id="docs"><p>Loading the API description from <a href="${DOCS_BASE}.json">${DOCS_BASE}.json</a>…</p></main>
<script src="${DOCS_BASE}/swagger-ui-bundle.js"></script>
<script src="${DOCS_BASE}/docs-init.js"></script>
</body>
</html>
`;
