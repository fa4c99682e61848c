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
  itemScreens: Record<string, ReactElement> = {},
) {
  return contentScreensOf(remote).flatMap((definition) => [
    <Route
      key={definition.path}
      path={`${definition.path}/*`}
      element={screens[definition.path] ?? <ContentScreen definition={definition} endpoints={endpoints} />}
    />,
    // A record's own screens (`admin.itemScreens`), keyed '<path>/<screen>'; the record's id is the `id` param.
    ...(definition.admin.itemScreens ?? []).map((screen) => {
      const key = `${definition.path}/${screen.path}`;
      const element = itemScreens[key];
      if (!element) throw new Error(`The remote ${remote} draws no screen ${key}`);
      return <Route key={key} path={`${definition.path}/:id/${screen.path}`} element={element} />;
    }),
  ]);
}
