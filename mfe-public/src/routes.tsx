import { startTransition, Suspense, useEffect, useState } from 'react';
import { useDispatch, useStore } from '@diet/frontend-core/redux-shared';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  FIRST_DATA_URLS,
  firstRouteData,
  HOME_SECTIONS,
  LOADING_PLACEHOLDER,
  SERVER_SCREEN_TAKEN_OVER_EVENT,
} from '@diet/contracts/first-route';
import { pathWithoutLanguage } from '@diet/contracts/languages';
import { FIRST_DATA_WAIT_MS } from '@diet/contracts/limits';
import { siteApi } from '@diet/frontend-core/site-api';
import { en } from './i18n/en';
import { eventsApi } from './features/home/events-api';
import { contentApi } from './api/content-api';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES, pageFor } from './route-table';
import styles from './routes.module.css';

// The shell loads this module while its splash shows: start the first page's chunk now, in
// parallel with React mounting, rather than when the router first renders it.
if (typeof window !== 'undefined') void pageFor(pathWithoutLanguage(window.location.pathname)).preload();

/** Keeps the space of the page while its chunk arrives, so the footer does not jump. */
function PageLoading() {
  return (
    <p className={styles.loading} role="status" {...LOADING_PLACEHOLDER}>
      {en.common.loading}
    </p>
  );
}

// The store is the shell's, typed there; a thunk dispatched here returns its promise.
type ThunkDispatch = (thunk: unknown) => Promise<unknown>;

/** A query of a first screen: how to ask for it, and whether the store holds its answer already. */
interface FirstQuery {
  ask: (dispatch: ThunkDispatch) => Promise<unknown>;
  held: (state: unknown) => boolean;
}

/** What firstQuery needs of an RTK Query endpoint (the types of each endpoint's args are its own). */
interface QueryEndpoint<A> {
  initiate: (args: A, options: { subscribe: false }) => unknown;
  select: (args: A) => (state: never) => { isSuccess: boolean };
}

const firstQuery = <A,>(endpoint: QueryEndpoint<A>, args: A): FirstQuery => ({
  ask: (dispatch) => dispatch(endpoint.initiate(args, { subscribe: false })),
  held: (state) => endpoint.select(args)(state as never).isSuccess,
});

/**
 * The data a first screen shows, by the URL firstRouteData (@diet/contracts) names for it, each
 * asked for exactly as its page asks (same endpoint and arguments, so RTK answers the page from
 * this request, which takes over the one the shell's entry started). Asked for only when the store
 * lacks it: over a server-rendered page the render's query state holds it, so no request goes out.
 * Which page needs which is decided there only.
 * The site content too: a page rendered before it would show its loading states (the facilities of
 * /infrastructure) where the server-rendered first screen showed the content.
 */
const DATA_FOR_URL: Record<string, FirstQuery> = {
  [FIRST_DATA_URLS.site]: firstQuery(siteApi.endpoints.getSite as QueryEndpoint<void>, undefined),
  [FIRST_DATA_URLS.upcomingEvents]: firstQuery(eventsApi.endpoints.getEvents as QueryEndpoint<{ when: 'upcoming' }>, {
    when: 'upcoming',
  }),
  [FIRST_DATA_URLS.pastEvents]: firstQuery(eventsApi.endpoints.getEvents as QueryEndpoint<{ when: 'past' }>, {
    when: 'past',
  }),
  ...Object.fromEntries(
    HOME_SECTIONS.map(({ url, path, count }) => [
      url,
      firstQuery(contentApi.endpoints.getContentList as QueryEndpoint<{ path: string; params: { pageSize: number } }>, {
        path,
        params: { pageSize: count },
      }),
    ]),
  ),
};

/**
 * The first page's lists are asked for while its code still loads, and the page first renders once
 * they are in the store (or failed, or FIRST_DATA_WAIT_MS passed), in a transition. Rendered
 * before, it would show its loading states and then, when the lists arrive, re-render at once: a
 * store update renders synchronously, one long task on a phone (Lighthouse's TBT). A transition
 * renders in slices the browser can interleave with other work. The splash covers the wait.
 * Over a server-rendered page the store already holds them (the query state the page carries), so
 * the page renders at once, as the server did, and hydrates; on the server it always does: its
 * queries start during render there (server-screen.tsx).
 */
function useFirstRouteData(): boolean {
  // Only the first route: later navigations render their page, which asks for its own data.
  const { pathname } = useLocation();
  const [lists] = useState(() => firstRouteData(pathname).flatMap((url) => DATA_FOR_URL[url] ?? []));
  const dispatch = useDispatch();
  const store = useStore();
  const [ready, setReady] = useState(
    () => typeof window === 'undefined' || lists.every((list) => list.held(store.getState())),
  );
  const [readyAtFirst] = useState(ready);
  useEffect(() => {
    if (readyAtFirst) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((done) => {
      timer = setTimeout(done, FIRST_DATA_WAIT_MS);
    });
    void Promise.race([Promise.allSettled(lists.map((list) => list.ask(dispatch as ThunkDispatch))), waited]).then(
      () => {
        clearTimeout(timer);
        startTransition(() => setReady(true));
      },
    );
    return () => clearTimeout(timer);
  }, [lists, dispatch, readyAtFirst]);
  return ready;
}

/**
 * Committed with the first page (inside its Suspense boundary, so not before the page's chunk has
 * come): says the app has taken the server's markup over (shell/src/server-screen.ts).
 */
function FirstPageCommitted() {
  useEffect(() => {
    document.dispatchEvent(new Event(SERVER_SCREEN_TAKEN_OVER_EVENT));
  }, []);
  return null;
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
          path ? (
            <Route key={path} path={path} element={<page.Component />} />
          ) : (
            <Route key="index" index element={<page.Component />} />
          ),
        )}
        <Route path="*" element={<NOT_FOUND_PAGE.Component />} />
      </Routes>
      <FirstPageCommitted />
    </Suspense>
  );
}
