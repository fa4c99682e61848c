import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import type { RemoteName } from '@diet/contracts/api';
import { contentScreensOf } from '@diet/contracts/content-types/index';
import type { ContentEndpoints } from './content-api';
import { ContentScreen } from './content-screen';

/**
 * The routes of the content types a remote renders, each at /admin/<path>: children of its <Routes>.
 * A type whose screen needs more than the table (result cards) gets the screen the remote composes.
 */
export function contentRoutes(
  remote: RemoteName,
  endpoints: ContentEndpoints,
  screens: Record<string, ReactElement> = {},
) {
  return contentScreensOf(remote).map((definition) => (
    <Route
      key={definition.path}
      path={`${definition.path}/*`}
      element={screens[definition.path] ?? <ContentScreen definition={definition} endpoints={endpoints} />}
    />
  ));
}
