/**
 * A first screen rendered on the server (Node, in an app's dist-server bundle; issue #8, #22): the
 * browser's own components at the page's address, their queries answered in the API's process
 * (`read`), so the HTML is what the app will show, for every page and language. Never imported by
 * browser code.
 */
import { combineReducers, configureStore } from '@diet/frontend-core/redux-shared';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from '@diet/frontend-core/redux-shared';
import { StaticRouter } from 'react-router';
import { setRenderLanguage } from '@diet/contracts/active-language';
import {
  LOADING_PLACEHOLDER_SELECTOR,
  type PageHead,
  type QueryStates,
  type ServerRead,
  type ServerScreenRender,
} from '@diet/contracts/first-route';
import { DEFAULT_LANGUAGE, languageOfPath } from '@diet/contracts/languages';
import type { ServerRender } from '@diet/frontend-core/base-query';
import { listenForServerHead, listenForServerTitle } from '@diet/frontend-core/document-title';
import type { InjectableApi } from '@diet/frontend-core/store-registry';

/** An api slice a server render reads: injectable, and able to say which of its queries are running. */
type RenderedApi = InjectableApi & { util: { getRunningQueriesThunk: () => unknown } };

interface ScreenOptions {
  /** The page's address: path (with its language prefix) and search. */
  address: string;
  /** Answers the screen's public reads (the API in its own process). */
  read: ServerRead;
  /** The api slices the screen's components read. */
  apis: RenderedApi[];
}

/**
 * Renders are repeated while they start reads: a list whose query depends on another's answer
 * needs one more. Three is what our pages need at most (data, then data read from it), and a lazy
 * page suspends its first pass once even when its chunk is loaded.
 */
const MAX_PASSES = 4;

interface QueryState {
  status?: string;
}

/** A Suspense fallback still on the screen (a lazy page's chunk not taken yet): not complete. */
const PLACEHOLDER_ATTRIBUTE = LOADING_PLACEHOLDER_SELECTOR.slice(1, -1);

/**
 * The HTML of `screen` at `address` and the query state it was rendered from (which the page
 * carries, so the app's first render is the same and hydrates it), or undefined when a read failed
 * or more were still asked for after MAX_PASSES: a server render showing an error or a loading
 * state would spare the visitor nothing, and the app renders the page as before.
 *
 * The server bundle's hooks start their queries during render (the bundle's createApi,
 * libs/frontend-core/build/server-query-react.mjs): a pass asks, the reads are awaited, and the
 * next pass renders with the answers in the store, until a pass asks for nothing new.
 */
export async function renderScreen(
  screen: ReactNode,
  { address, read, apis }: ScreenOptions,
): Promise<ServerScreenRender | undefined> {
  const { pathname, search } = new URL(address, 'http://page.invalid');
  const language = languageOfPath(pathname);
  const extra: ServerRender = { serverRead: read, language };
  const store = configureStore({
    reducer: combineReducers(Object.fromEntries(apis.map((api) => [api.reducerPath, api.reducer]))),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false, thunk: { extraArgument: extra } }).concat(
        apis.map((api) => api.middleware),
      ),
    devTools: false,
  });
  // The router works below the language's prefix, as in the browser (shell/src/bootstrap.tsx).
  const basename = language === DEFAULT_LANGUAGE ? undefined : `/${language}`;
  let title: string | undefined;
  let head: PageHead = {};
  const pass = () => {
    // The texts of this language for this synchronous render (the bundle holds all three).
    setRenderLanguage(language);
    title = undefined;
    head = {};
    listenForServerTitle((set) => (title = set));
    listenForServerHead((said) => (head = { ...head, ...said }));
    try {
      return renderToString(
        <Provider store={store}>
          <StaticRouter location={`${pathname}${search}`} basename={basename}>
            {screen}
          </StaticRouter>
        </Provider>,
      );
    } finally {
      setRenderLanguage(undefined);
      listenForServerTitle(undefined);
      listenForServerHead(undefined);
    }
  };
  type Dispatch = (action: unknown) => unknown;
  const running = () =>
    apis.flatMap((api) => (store.dispatch as Dispatch)(api.util.getRunningQueriesThunk()) as Promise<unknown>[]);
  const queriesOf = (api: RenderedApi) =>
    (store.getState() as Record<string, { queries: Record<string, QueryState | undefined> }>)[api.reducerPath]
      ?.queries ?? {};
  const providedBy = (api: RenderedApi) =>
    (store.getState() as Record<string, { provided?: unknown }>)[api.reducerPath]?.provided;
  const failed = () => apis.some((api) => Object.values(queriesOf(api)).some((query) => query?.status === 'rejected'));
  // Only answers: a query still pending or failed would not be complete in the browser either.
  const state = (): QueryStates =>
    Object.fromEntries(
      apis.map((api) => [
        api.reducerPath,
        {
          queries: Object.fromEntries(
            Object.entries(queriesOf(api)).filter(([, query]) => query?.status === 'fulfilled'),
          ),
          provided: providedBy(api),
        },
      ]),
    );
  try {
    for (let i = 0; i < MAX_PASSES; i++) {
      const html = pass();
      const reads = running();
      const suspended = html.includes(PLACEHOLDER_ATTRIBUTE);
      // React writes the preloads it derives (an eager image's) ahead of the markup, for a
      // document's head; in #root they would be nodes the app's tree has not, and its hydration
      // would fail. The page's head preloads what matters (backend/src/web/shell-page.ts).
      if (reads.length === 0 && !suspended)
        return { html: html.replace(/^(?:<link [^>]*\/>)+/, ''), state: state(), title, head };
      // A lazy component's chunk resolves its promise in a microtask: a macrotask later it renders.
      await Promise.allSettled([...reads, new Promise((done) => setImmediate(done))]);
      // A failed read would only be asked again by the next pass.
      if (failed()) return undefined;
    }
    return undefined;
  } finally {
    // Clears the subscriptions and cache timers the render started: nothing of it outlives it.
    apis.forEach((api) => store.dispatch(api.util.resetApiState()));
  }
}
