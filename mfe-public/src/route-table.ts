import { createElement, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { PublicType } from '@diet/contracts/content-type';
import { PUBLIC_CONTENT } from '@diet/contracts/public-content.build-data';
import { PUBLIC_TYPES } from '@diet/contracts/public-type.build-chunks';
import {
  PREVIEW_ROUTE,
  PUBLIC_LIST_ROUTES,
  PUBLIC_PAGE_PATHS,
  SINGLETON_PREVIEW_ROUTE,
  VERIFY_ROUTE,
  listHasTable,
  listTypesOfPage,
  type PublicPagePath,
} from '@diet/contracts/public-routes';
import { LIST_CARDS, LIST_EXTRAS, LIST_TABLE } from './features/list/list-cards';
import { lazyPage, type LazyPage } from './lazy-page';

export { PREVIEW_ROUTE, SINGLETON_PREVIEW_ROUTE };

export interface PublicRoute {
  /** Relative to where the shell mounts the remote ('' is the home page; 'notices/:id' an item's page). */
  path: string;
  page: LazyPage;
}

/**
 * The page of every public address (libs/contracts public-routes.ts, which the server reads too),
 * each in its own chunk: a visitor downloads the code of the pages they open, not of all of them.
 * A page's chunk is named `page-<path>` (slashes as dashes, `page-home` for /): the shell finds the
 * first route's files by that name in the remote's mf-manifest.json and preloads them during the
 * splash (shell/src/federation/early-remote.ts).
 */
/** The certificate check: its form, and one code's answer, one chunk. */
const VERIFY_PAGE = lazyPage(() =>
  import(/* webpackChunkName: "page-verify" */ './features/verify/verify-page').then((m) => m.VerifyPage),
);

const PAGES: Record<PublicPagePath, LazyPage> = {
  '': lazyPage(() => import(/* webpackChunkName: "page-home" */ './features/home/home-page').then((m) => m.HomePage)),
  about: lazyPage(() =>
    import(/* webpackChunkName: "page-about" */ './features/about/about-page').then((m) => m.AboutPage),
  ),
  infrastructure: lazyPage(() =>
    import(/* webpackChunkName: "page-infrastructure" */ './features/infrastructure/infrastructure-page').then(
      (m) => m.InfrastructurePage,
    ),
  ),
  newsletter: lazyPage(() =>
    import(/* webpackChunkName: "page-newsletter" */ './features/newsletter/newsletter-page').then(
      (m) => m.NewsletterPage,
    ),
  ),
  'newsletter/unsubscribe': lazyPage(() =>
    import(/* webpackChunkName: "page-newsletter-unsubscribe" */ './features/newsletter/unsubscribe-page').then(
      (m) => m.UnsubscribePage,
    ),
  ),
  'diksha-lab': lazyPage(() =>
    import(/* webpackChunkName: "page-diksha-lab" */ './features/diksha-lab/diksha-lab-page').then(
      (m) => m.DikshaLabPage,
    ),
  ),
  contact: lazyPage(() =>
    import(/* webpackChunkName: "page-contact" */ './features/contact/contact-page').then((m) => m.ContactPage),
  ),
  search: lazyPage(() =>
    import(/* webpackChunkName: "page-search" */ './features/search/search-page').then((m) => m.SearchPage),
  ),
  sitemap: lazyPage(() =>
    import(/* webpackChunkName: "page-sitemap" */ './features/site-pages/sitemap-page').then((m) => m.SitemapPage),
  ),
  accessibility: lazyPage(() =>
    import(/* webpackChunkName: "page-accessibility" */ './features/site-pages/site-page').then(
      (m) => m.AccessibilityPage,
    ),
  ),
  'website-policies': lazyPage(() =>
    import(/* webpackChunkName: "page-website-policies" */ './features/site-pages/site-page').then(
      (m) => m.WebsitePoliciesPage,
    ),
  ),
  help: lazyPage(() =>
    import(/* webpackChunkName: "page-help" */ './features/site-pages/site-page').then((m) => m.HelpPage),
  ),
  archive: lazyPage(() =>
    import(/* webpackChunkName: "page-archive" */ './features/archive/archive-page').then((m) => m.ArchivePage),
  ),
  directory: lazyPage(() =>
    import(/* webpackChunkName: "page-directory" */ './features/directory/directory-page').then((m) => m.DirectoryPage),
  ),
  'mandatory-disclosure': lazyPage(() =>
    import(
      /* webpackChunkName: "page-mandatory-disclosure" */ './features/mandatory-disclosure/mandatory-disclosure-page'
    ).then((m) => m.MandatoryDisclosurePage),
  ),
  'trainings/confirm': lazyPage(() =>
    import(/* webpackChunkName: "page-trainings-confirm" */ './features/trainings/confirm-page').then(
      (m) => m.ConfirmEnrolmentPage,
    ),
  ),
  'trainings/check-in': lazyPage(() =>
    import(/* webpackChunkName: "page-trainings-check-in" */ './features/trainings/check-in-page').then(
      (m) => m.CheckInPage,
    ),
  ),
  'my-training': lazyPage(() =>
    import(/* webpackChunkName: "page-my-training" */ './features/my-training/my-training-page').then(
      (m) => m.MyTrainingPage,
    ),
  ),
  verify: VERIFY_PAGE,
  [VERIFY_ROUTE]: VERIFY_PAGE,
  // The staff preview of an item not public yet (not in the site map).
  [PREVIEW_ROUTE]: lazyPage(() =>
    import(/* webpackChunkName: "page-preview" */ './features/preview/preview-page').then((m) => m.PreviewPage),
  ),
  [SINGLETON_PREVIEW_ROUTE]: lazyPage(() =>
    import(/* webpackChunkName: "page-preview-singleton" */ './features/preview/singleton-preview-page').then(
      (m) => m.SingletonPreviewPage,
    ),
  ),
};

/** The one page of every content type's items (their definitions' item pages, ARCHITECTURE 12.1). */
const loadItemPage = () =>
  import(/* webpackChunkName: "page-item" */ './features/item/item-page').then((m) => m.ItemPage);

/** The one list page of the types whose definitions ask for it (`public.listPage`: /downloads, /results, ...). */
const loadListPage = () =>
  import(/* webpackChunkName: "page-list" */ './features/list/list-page').then((m) => m.ListPage);

/** `Page` drawing the type at `path`, whose definitions (public-type.build-chunks.ts) load beside it. */
function withType(load: () => Promise<ComponentType<{ type: PublicType }>>, path: string) {
  return Promise.all([load(), PUBLIC_TYPES[path]()]).then(([Page, type]) => {
    const PageOfType = () => createElement(Page, { type });
    PageOfType.displayName = `${Page.name}(${path})`;
    return PageOfType;
  });
}

/**
 * A list route's page: the list page's chunk, its type's definitions, own card, extra and table (if
 * any), and the card of the type it lists too (`related`), loaded side by side, so no part suspends
 * the page after.
 */
function listPageAt(route: string): LazyPage {
  const [path = '', ...others] = listTypesOfPage(`/${route}`);
  const parts = [
    LIST_CARDS[path],
    LIST_EXTRAS[path],
    listHasTable(path) ? LIST_TABLE : undefined,
    ...others.map((other) => LIST_CARDS[other]),
  ];
  return lazyPage(() =>
    Promise.all([withType(loadListPage, path), ...parts.map((part) => part?.preload())]).then(([page]) => page),
  );
}

/** The item page of the type at `path` ('notices/:id'): the item page's chunk and its type's definitions. */
const itemPageOfType = (path: string): LazyPage => lazyPage(() => withType(loadItemPage, path));

export const PUBLIC_ROUTES: PublicRoute[] = [
  ...PUBLIC_PAGE_PATHS.map((path) => ({ path, page: PAGES[path] })),
  ...PUBLIC_LIST_ROUTES.map((path) => ({ path, page: listPageAt(path) })),
  // After the fixed pages, so 'events/archive' stays the archive's (PUBLIC_ITEM_ROUTES' order).
  ...PUBLIC_CONTENT.items.map(({ route, path }) => ({ path: route, page: itemPageOfType(path) })),
];

export const NOT_FOUND_PAGE = lazyPage(() =>
  import(/* webpackChunkName: "page-not-found" */ './features/not-found/not-found-page').then((m) => m.NotFoundPage),
);

/** The page that renders `pathname` (the 404 page for an unknown one). */
export function pageFor(pathname: string): LazyPage {
  const route = PUBLIC_ROUTES.find(({ path }) => matchPath({ path: `/${path}`, end: true }, pathname));
  return route?.page ?? NOT_FOUND_PAGE;
}
