import { startTransition, Suspense, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FIRST_DATA_WAIT_MS } from '@diet/contracts/limits';
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

/**
 * The home page's lists are asked for while its code still loads (one request each: RTK dedupes),
 * and the page first renders once they are in the store (or failed, or FIRST_DATA_WAIT_MS passed),
 * in a transition. Rendered before, it would show its loading states and then, when the lists
 * arrive, re-render at once: a store update renders synchronously, one long task on a phone
 * (Lighthouse's TBT). A transition renders in slices the browser can interleave with other work.
 * The splash covers the wait.
 */
function useFirstRouteData(): boolean {
  // Only the first route: later navigations render their page, which asks for its own data.
  const [firstPath] = useState(useLocation().pathname);
  const dispatch = useDispatch();
  const [ready, setReady] = useState(firstPath !== '/');
  useEffect(() => {
    if (firstPath !== '/') return;
    const lists = (['upcoming', 'past'] as const).map((when) => dispatch(eventsApi.endpoints.getEvents.initiate({ when }, { subscribe: false })) as Promise<unknown>);
    const waited = new Promise((done) => setTimeout(done, FIRST_DATA_WAIT_MS));
    void Promise.race([Promise.allSettled(lists), waited]).then(() => startTransition(() => setReady(true)));
  }, [firstPath, dispatch]);
  return ready;
}

/**
 * Exposed as ./routes: every public route of SPEC.md section 2, relative to where the shell
 * mounts it (/*), and a 404 for the rest.
 */
export default function PublicRoutes() {
  const ready = useFirstRouteData();
  if (!ready) return <PageLoading />;
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
