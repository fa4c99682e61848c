/**
 * The shell's server bundle (dist-server/first-screen.js, built by rspack-app.js): the public
 * layout around the routes the public remote's server bundle rendered, for the API to write into
 * index.html (backend/src/web/server-screen.ts). The same components as in the browser, their
 * data (site content, the footer's last update) read in the API's process.
 */
import { createElement, Suspense } from 'react';
import type { ServerScreenModule } from '@diet/contracts/first-route';
import { renderScreen } from '@diet/frontend-core/server-screen';
import { siteApi } from '@diet/frontend-core/site-api';
import { PublicFrame } from '../public-layout/public-frame';

/** Stands where the remote's markup goes; replaced by it in the HTML. */
const SLOT = 'diet-remote-slot';
const SLOT_HTML = `<${SLOT}></${SLOT}>`;

// Only around a page the public remote rendered: the API never asks for the back office's.
export const renderFirstScreen: ServerScreenModule['renderFirstScreen'] = async (address, read, main) => {
  if (main === undefined) return undefined;
  // In the browser the remote renders inside RemoteArea's Suspense boundary (federation/remote-area.tsx):
  // the same boundary here, so the app hydrates the layout at once and the remote's part when its code has come.
  const frame = await renderScreen(
    <PublicFrame>
      <Suspense fallback={null}>{createElement(SLOT)}</Suspense>
    </PublicFrame>,
    { address, read, apis: [siteApi] },
  );
  if (frame === undefined || !frame.html.includes(SLOT_HTML)) return undefined;
  const state = { ...main.state };
  // The site content both read: one entry set.
  for (const [path, { queries }] of Object.entries(frame.state))
    state[path] = { queries: { ...state[path]?.queries, ...queries } };
  return { html: frame.html.replace(SLOT_HTML, () => main.html), state, title: main.title, head: main.head };
};
