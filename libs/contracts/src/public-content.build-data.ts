/**
 * What the public site's scripts need to know of the content types: the menu entries of their
 * pages and their home-page sections. A client bundle gets this module as the data it exports,
 * evaluated at build time (a `*.build-data.ts` file: libs/frontend-core/build/build-data-loader.js),
 * so the definitions, with their rules and messages, never travel to a visitor's phone. The
 * server, its server-rendering bundles and the tests import it as it is.
 */
import { publicContentOf } from './content-type';
import { CONTENT_TYPES } from './content-types/index';

export const PUBLIC_CONTENT = publicContentOf(CONTENT_TYPES);
