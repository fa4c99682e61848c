import { Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { en } from './i18n/en';
import { eventsApi } from './features/home/events-api';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES, pageFor } from './route-table';
import styles from './routes.module.css';

// The shell loads this module while its splash shows: start the first page's chunk now, in
// parallel with React mounting, rather than when the router first renders it.
if (typeof window !== 'undefined') void pageFor(window.location.pathname).preload();

/** Keeps the space of the page while its chunk arrives, so the footer does not jump. */
function PageLoading() {
  return (
    <p className={styles.loading} role="status">
      {en.common.loading}
    </p>
  );
}

/** The home page's lists are asked for while its code still loads (one request each: RTK dedupes). */
function useFirstRouteData() {
  // Only the first route: later navigations render their page, which asks for its own data.
  const [firstPath] = useState(useLocation().pathname);
  const prefetchEvents = eventsApi.usePrefetch('getEvents');
  useEffect(() => {
    if (firstPath !== '/') return;
    prefetchEvents({ when: 'upcoming' });
    prefetchEvents({ when: 'past' });
  }, [firstPath, prefetchEvents]);
}

/**
 * Exposed as ./routes: every public route of SPEC.md section 2, relative to where the shell
 * mounts it (/*), and a 404 for the rest.
 */
export default function PublicRoutes() {
  useFirstRouteData();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {PUBLIC_ROUTES.map(({ path, page }) =>
          path ? <Route key={path} path={path} element={<page.Component />} /> : <Route key="index" index element={<page.Component />} />,
        )}
        <Route path="*" element={<NOT_FOUND_PAGE.Component />} />
      </Routes>
    </Suspense>
  );
}
