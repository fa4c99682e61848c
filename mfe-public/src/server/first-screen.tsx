/**
 * The public remote's server bundle (dist-server/first-screen.js, built by rspack-app.js): its
 * routes (the module the shell loads as ./routes) at any public address, in its language, rendered
 * with the data its own queries read in the API's process, for the shell's server bundle to put in
 * its layout (backend/src/web/server-screen.ts). The same tree as in the browser, so the app
 * hydrates it.
 */
import type { ServerScreenModule } from '@diet/contracts/first-route';
import { pathWithoutLanguage } from '@diet/contracts/languages';
import { renderScreen } from '@diet/frontend-core/server-screen';
import { siteApi } from '@diet/frontend-core/site-api';
import { publicApi } from '../api/public-api';
import { pageFor } from '../route-table';
import PublicRoutes from '../routes';

export const renderFirstScreen: ServerScreenModule['renderFirstScreen'] = async (address, read) => {
  const { pathname } = new URL(address, 'http://page.invalid');
  // The page's chunk loaded first (a Node require here), so its lazy component renders in the second pass at the latest.
  await pageFor(pathWithoutLanguage(pathname)).preload();
  return renderScreen(<PublicRoutes />, { address, read, apis: [siteApi, publicApi] });
};
