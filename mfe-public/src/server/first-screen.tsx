/**
 * The public remote's server bundle (dist-server/first-screen.js, built by rspack-app.js): the
 * page of any public address, in its language, rendered with the data its own queries read in the
 * API's process, for the shell's server bundle to put in its layout (backend/src/web/server-screen.ts).
 * The same components and route table as in the browser.
 */
import type { ServerScreenModule } from '@diet/contracts/first-route';
import { pathWithoutLanguage } from '@diet/contracts/languages';
import { renderScreen } from '@diet/frontend-core/server-screen';
import { siteApi } from '@diet/frontend-core/site-api';
import { publicApi } from '../api/public-api';
import { pageFor } from '../route-table';

export const renderFirstScreen: ServerScreenModule['renderFirstScreen'] = async (address, read) => {
  const { pathname } = new URL(address, 'http://page.invalid');
  // The page's chunk loaded first (a Node require here), so it renders in the first pass rather than its lazy fallback.
  const { default: Page } = await pageFor(pathWithoutLanguage(pathname)).preload();
  return renderScreen(<Page />, { address, read, apis: [siteApi, publicApi] });
};
