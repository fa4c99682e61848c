/**
 * For the tests of a server bundle, in Node. Jest has no rspack alias, so a test file gives itself
 * the bundle's `@reduxjs/toolkit/query/react` (libs/frontend-core/build/server-query-react.mjs):
 *   jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual('@diet/frontend-core/test-server-render').serverQueryReact());
 */
import type { ServerRead } from '@diet/contracts/first-route';

type QueryReact = typeof import('@reduxjs/toolkit/query/react');

/** The package's module, its createApi's hooks starting their queries during render. */
export function serverQueryReact(): QueryReact {
  const actual = jest.requireActual<QueryReact>('@reduxjs/toolkit/query/react');
  return {
    ...actual,
    createApi: actual.buildCreateApi(
      actual.coreModule(),
      actual.reactHooksModule({ unstable__sideEffectsInRender: true }),
    ),
  };
}

/** A read answering each URL of `answers` with its body, any other with a 404; each URL asked is noted in `asked`. */
export function readFrom(answers: Record<string, unknown>, asked: string[] = []): ServerRead {
  return async (url) => {
    asked.push(url);
    return Object.prototype.hasOwnProperty.call(answers, url)
      ? { status: 200, body: JSON.stringify(answers[url]) }
      : { status: 404, body: JSON.stringify({ success: false, statusCode: 404, message: 'Not found' }) };
  };
}
