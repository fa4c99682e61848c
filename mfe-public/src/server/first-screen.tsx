/**
 * The public remote's server bundle (dist-server/first-screen.js, built by rspack-app.js): the
 * first page of an address, rendered from the answers the API holds, for the shell's server bundle
 * to put in its layout (backend/src/web/server-screen.ts). The same components as in the browser.
 */
import type { ComponentType } from 'react';
import type { ApiSuccess } from '@diet/contracts/api';
import type { InstituteEvent } from '@diet/contracts/entities';
import type { EventWhen } from '@diet/contracts/enums';
import { FIRST_DATA_URLS, firstRouteData, HOME_SECTIONS, type ServerScreenModule } from '@diet/contracts/first-route';
import { renderScreen, SITE_SEEDS, type Seed } from '@diet/frontend-core/server-screen';
import { siteApi } from '@diet/frontend-core/site-api';
import { contentApi, type PublicItem } from '../api/content-api';
import { toPage } from '../api/paged-list';
import { publicApi } from '../api/public-api';
import { eventsApi, eventsFromResponse } from '../features/home/events-api';
import { AboutPage } from '../features/about/about-page';
import { HomePage } from '../features/home/home-page';
import { InfrastructurePage } from '../features/infrastructure/infrastructure-page';

const eventsSeed =
  (when: EventWhen): Seed =>
  (answer) =>
    eventsApi.util.upsertQueryEntries([
      { endpointName: 'getEvents', arg: { when }, value: eventsFromResponse(answer as ApiSuccess<InstituteEvent[]>) },
    ]);

/** Each first-data URL (firstRouteData) the pages below read, and how its answer enters the store. */
const SEEDS: Record<string, Seed> = {
  ...SITE_SEEDS,
  [FIRST_DATA_URLS.upcomingEvents]: eventsSeed('upcoming'),
  [FIRST_DATA_URLS.pastEvents]: eventsSeed('past'),
  ...Object.fromEntries(
    HOME_SECTIONS.map(({ url, path, count }): [string, Seed] => [
      url,
      (answer) =>
        contentApi.util.upsertQueryEntries([{ endpointName: 'getContentList', arg: { path, params: { pageSize: count } }, value: toPage(answer as ApiSuccess<PublicItem[]>) }]),
    ]),
  ),
};

/**
 * The pages rendered on the server: the home page, which the phones of issue #8 open first, and
 * the pages made of the site content alone. Not the pages with a form (text typed before the app
 * takes over would be lost) or with lists the first data does not carry.
 */
const PAGES: Record<string, ComponentType> = {
  '/': HomePage,
  '/about': AboutPage,
  '/infrastructure': InfrastructurePage,
};

export const renderFirstScreen: ServerScreenModule['renderFirstScreen'] = (pathname, answers) => {
  const Page = Object.prototype.hasOwnProperty.call(PAGES, pathname) ? PAGES[pathname] : undefined;
  return (
    Page &&
    renderScreen(<Page />, {
      pathname,
      reads: firstRouteData(pathname),
      answers,
      apis: [siteApi, publicApi],
      seeds: SEEDS,
    })
  );
};
