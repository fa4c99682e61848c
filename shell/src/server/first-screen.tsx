/**
 * The shell's server bundle (dist-server/first-screen.js, built by rspack-app.js): the public
 * layout around the page the public remote's server bundle rendered, for the API to write into
 * index.html (backend/src/web/server-screen.ts). The same components as in the browser, their
 * data (site content, the footer's last update) read in the API's process.
 */
import type { ServerScreenModule } from '@diet/contracts/first-route';
import { renderScreen } from '@diet/frontend-core/server-screen';
import { siteApi } from '@diet/frontend-core/site-api';
import { PublicFrame } from '../public-layout/public-frame';

// Only around a page the public remote rendered: the API never asks for the back office's.
export const renderFirstScreen: ServerScreenModule['renderFirstScreen'] = async (address, read, main) => {
  if (main === undefined) return undefined;
  return renderScreen(
    <PublicFrame>
      {/* The page's markup as its own server bundle rendered it; display: contents adds no box. */}
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: main }} />
    </PublicFrame>,
    { address, read, apis: [siteApi] },
  );
};
