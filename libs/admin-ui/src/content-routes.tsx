import { Route } from 'react-router-dom';
import type { RemoteName } from '@diet/contracts/api';
import { contentTypesOf } from '@diet/contracts/content-types/index';
import type { ContentEndpoints } from './content-api';
import { ContentScreen } from './content-screen';

/** The routes of the content types a remote renders, each at /admin/<path>: children of its <Routes>. */
export function contentRoutes(remote: RemoteName, endpoints: ContentEndpoints) {
  return contentTypesOf(remote).map((definition) => (
    <Route key={definition.path} path={`${definition.path}/*`} element={<ContentScreen definition={definition} endpoints={endpoints} />} />
  ));
}
