import { matchPath } from 'react-router-dom';
import { PREVIEW_SEGMENT } from '@diet/contracts/preview';
import { lazyPage, type LazyPage } from './lazy-page';

export const PREVIEW_ROUTE = `${PREVIEW_SEGMENT}/:type/:id`;

export interface PublicRoute {
  /** Relative to where the shell mounts the remote ('' is the home page). */
  path: string;
  page: LazyPage;
}

/**
 * Every public route of SPEC.md section 2, each page in its own chunk: a visitor downloads the
 * code of the pages they open, not of all fourteen. A page's chunk is named `page-<path>` (slashes
 * as dashes, `page-home` for /): the shell finds the first route's files by that name in the
 * remote's mf-manifest.json and preloads them during the splash (shell/src/federation/early-remote.ts).
 */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '', page: lazyPage(() => import(/* webpackChunkName: "page-home" */ './features/home/home-page').then((m) => m.HomePage)) },
  { path: 'about', page: lazyPage(() => import(/* webpackChunkName: "page-about" */ './features/about/about-page').then((m) => m.AboutPage)) },
  { path: 'infrastructure', page: lazyPage(() => import(/* webpackChunkName: "page-infrastructure" */ './features/infrastructure/infrastructure-page').then((m) => m.InfrastructurePage)) },
  { path: 'staff', page: lazyPage(() => import(/* webpackChunkName: "page-staff" */ './features/staff/staff-page').then((m) => m.StaffPage)) },
  { path: 'library', page: lazyPage(() => import(/* webpackChunkName: "page-library" */ './features/library/library-page').then((m) => m.LibraryPage)) },
  { path: 'results', page: lazyPage(() => import(/* webpackChunkName: "page-results" */ './features/results/results-page').then((m) => m.ResultsPage)) },
  { path: 'study-material', page: lazyPage(() => import(/* webpackChunkName: "page-study-material" */ './features/study-material/study-material-page').then((m) => m.StudyMaterialPage)) },
  { path: 'research', page: lazyPage(() => import(/* webpackChunkName: "page-research" */ './features/research/research-page').then((m) => m.ResearchPage)) },
  { path: 'gallery', page: lazyPage(() => import(/* webpackChunkName: "page-gallery" */ './features/gallery/gallery-page').then((m) => m.GalleryPage)) },
  { path: 'newsletter', page: lazyPage(() => import(/* webpackChunkName: "page-newsletter" */ './features/newsletter/newsletter-page').then((m) => m.NewsletterPage)) },
  {
    path: 'newsletter/unsubscribe',
    page: lazyPage(() => import(/* webpackChunkName: "page-newsletter-unsubscribe" */ './features/newsletter/unsubscribe-page').then((m) => m.UnsubscribePage)),
  },
  { path: 'diksha-lab', page: lazyPage(() => import(/* webpackChunkName: "page-diksha-lab" */ './features/diksha-lab/diksha-lab-page').then((m) => m.DikshaLabPage)) },
  { path: 'contact', page: lazyPage(() => import(/* webpackChunkName: "page-contact" */ './features/contact/contact-page').then((m) => m.ContactPage)) },
  { path: 'notices', page: lazyPage(() => import(/* webpackChunkName: "page-notices" */ './features/notices/notices-page').then((m) => m.NoticesPage)) },
  { path: 'tenders', page: lazyPage(() => import(/* webpackChunkName: "page-tenders" */ './features/tenders/tenders-page').then((m) => m.TendersPage)) },
  { path: 'rti', page: lazyPage(() => import(/* webpackChunkName: "page-rti" */ './features/rti/rti-page').then((m) => m.RtiPage)) },
  { path: 'search', page: lazyPage(() => import(/* webpackChunkName: "page-search" */ './features/search/search-page').then((m) => m.SearchPage)) },
  { path: 'sitemap', page: lazyPage(() => import(/* webpackChunkName: "page-sitemap" */ './features/site-pages/sitemap-page').then((m) => m.SitemapPage)) },
  { path: 'accessibility', page: lazyPage(() => import(/* webpackChunkName: "page-accessibility" */ './features/site-pages/site-page').then((m) => m.AccessibilityPage)) },
  { path: 'website-policies', page: lazyPage(() => import(/* webpackChunkName: "page-website-policies" */ './features/site-pages/site-page').then((m) => m.WebsitePoliciesPage)) },
  { path: 'help', page: lazyPage(() => import(/* webpackChunkName: "page-help" */ './features/site-pages/site-page').then((m) => m.HelpPage)) },
  { path: 'events/archive', page: lazyPage(() => import(/* webpackChunkName: "page-events-archive" */ './features/events-archive/events-archive-page').then((m) => m.EventsArchivePage)) },
  // The staff preview of an item not public yet: its type's page with it in its place (not in the site map).
  { path: PREVIEW_ROUTE, page: lazyPage(() => import(/* webpackChunkName: "page-preview" */ './features/preview/preview-page').then((m) => m.PreviewPage)) },
];

export const NOT_FOUND_PAGE = lazyPage(() => import(/* webpackChunkName: "page-not-found" */ './features/not-found/not-found-page').then((m) => m.NotFoundPage));

/** The page that renders `pathname` (the 404 page for an unknown one). */
export function pageFor(pathname: string): LazyPage {
  const route = PUBLIC_ROUTES.find(({ path }) => matchPath({ path: `/${path}`, end: true }, pathname));
  return route?.page ?? NOT_FOUND_PAGE;
}
