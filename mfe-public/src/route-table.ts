import { matchPath } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazy-page';

export interface PublicRoute {
  /** Relative to where the shell mounts the remote ('' is the home page). */
  path: string;
  page: LazyPage;
}

/**
 * Every public route of SPEC.md section 2, each page in its own chunk: a visitor downloads the
 * code of the pages they open, not of all fourteen.
 */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '', page: lazyPage(() => import('./features/home/home-page').then((m) => m.HomePage)) },
  { path: 'about', page: lazyPage(() => import('./features/about/about-page').then((m) => m.AboutPage)) },
  { path: 'infrastructure', page: lazyPage(() => import('./features/infrastructure/infrastructure-page').then((m) => m.InfrastructurePage)) },
  { path: 'staff', page: lazyPage(() => import('./features/staff/staff-page').then((m) => m.StaffPage)) },
  { path: 'library', page: lazyPage(() => import('./features/library/library-page').then((m) => m.LibraryPage)) },
  { path: 'results', page: lazyPage(() => import('./features/results/results-page').then((m) => m.ResultsPage)) },
  { path: 'study-material', page: lazyPage(() => import('./features/study-material/study-material-page').then((m) => m.StudyMaterialPage)) },
  { path: 'research', page: lazyPage(() => import('./features/research/research-page').then((m) => m.ResearchPage)) },
  { path: 'gallery', page: lazyPage(() => import('./features/gallery/gallery-page').then((m) => m.GalleryPage)) },
  { path: 'newsletter', page: lazyPage(() => import('./features/newsletter/newsletter-page').then((m) => m.NewsletterPage)) },
  {
    path: 'newsletter/unsubscribe',
    page: lazyPage(() => import('./features/newsletter/unsubscribe-page').then((m) => m.UnsubscribePage)),
  },
  { path: 'diksha-lab', page: lazyPage(() => import('./features/diksha-lab/diksha-lab-page').then((m) => m.DikshaLabPage)) },
  { path: 'contact', page: lazyPage(() => import('./features/contact/contact-page').then((m) => m.ContactPage)) },
  { path: 'events/archive', page: lazyPage(() => import('./features/events-archive/events-archive-page').then((m) => m.EventsArchivePage)) },
];

export const NOT_FOUND_PAGE = lazyPage(() => import('./features/not-found/not-found-page').then((m) => m.NotFoundPage));

/** The page that renders `pathname` (the 404 page for an unknown one). */
export function pageFor(pathname: string): LazyPage {
  const route = PUBLIC_ROUTES.find(({ path }) => matchPath({ path: `/${path}`, end: true }, pathname));
  return route?.page ?? NOT_FOUND_PAGE;
}
