import { startTransition, Suspense, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FIRST_DATA_WAIT_MS } from '@diet/contracts/limits';
import { en } from './i18n/en';
import { eventsApi } from './features/home/events-api';
import { researchApi } from './features/research/research-api';
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

// The store is the shell's, typed there; a thunk dispatched here returns its promise.
type ThunkDispatch = (thunk: unknown) => Promise<unknown>;
type FirstData = (dispatch: ThunkDispatch, search: string) => Promise<unknown>[];

/**
 * The lists a page's first screen shows, asked for exactly as the page asks (same endpoint and
 * arguments, so RTK answers the page from this request): the home page's two event lists and the
 * unfiltered first page of research papers (what firstRouteData of @diet/contracts preloads).
 */
const FIRST_DATA: Record<string, FirstData> = {
  '/': (dispatch) => (['upcoming', 'past'] as const).map((when) => dispatch(eventsApi.endpoints.getEvents.initiate({ when }, { subscribe: false }))),
  '/research': (dispatch, search) => (search ? [] : [dispatch(researchApi.endpoints.getPapers.initiate({ q: '', status: '', page: 1 }, { subscribe: false }))]),
};

/**
 * The first page's lists are asked for while its code still loads, and the page first renders once
 * they are in the store (or failed, or FIRST_DATA_WAIT_MS passed), in a transition. Rendered
 * before, it would show its loading states and then, when the lists arrive, re-render at once: a
 * store update renders synchronously, one long task on a phone (Lighthouse's TBT). A transition
 * renders in slices the browser can interleave with other work. The splash covers the wait.
 */
function useFirstRouteData(): boolean {
  // Only the first route: later navigations render their page, which asks for its own data.
  const location = useLocation();
  const [first] = useState(() => ({ data: FIRST_DATA[location.pathname], search: location.search }));
  const dispatch = useDispatch();
  const [ready, setReady] = useState(!first.data);
  useEffect(() => {
    if (!first.data) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((done) => {
      timer = setTimeout(done, FIRST_DATA_WAIT_MS);
    });
    void Promise.race([Promise.allSettled(first.data(dispatch as ThunkDispatch, first.search)), waited]).then(() => {
      clearTimeout(timer);
      startTransition(() => setReady(true));
    });
    return () => clearTimeout(timer);
  }, [first, dispatch]);
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
