/**
 * The shell's server bundle (dist-server/first-screen.js, built by rspack-app.js): the public
 * layout around the page the public remote's server bundle rendered, for the API to write into
 * index.html (backend/src/web/server-screen.ts). The same components as in the browser.
 */
import type { ServerScreenModule } from '@diet/contracts/first-route';
import { renderScreen, SITE_SEEDS } from '@diet/frontend-core/server-screen';
import { siteApi } from '@diet/frontend-core/site-api';
import { PublicFrame } from '../public-layout/public-frame';

// Only around a page the public remote rendered: the API never asks for the back office's.
export const renderFirstScreen: ServerScreenModule['renderFirstScreen'] = (pathname, answers, main) => {
  if (main === undefined) return undefined;
  return renderScreen(
    <PublicFrame>
      {/* The page's markup as its own server bundle rendered it; display: contents adds no box. */}
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: main }} />
    </PublicFrame>,
    { pathname, reads: Object.keys(SITE_SEEDS), answers, apis: [siteApi], seeds: SITE_SEEDS },
  );
};
