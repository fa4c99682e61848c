/**
 * The definitions each public type's pages read (publicTypeOf), by the type's path, each loaded by
 * a function. A client bundle gets every entry as plain data in a chunk of its own,
 * `public-type-<path>` (publicTypeChunk), evaluated at build time
 * (libs/frontend-core/build/build-chunks-loader.js): a list or item page downloads its own type's
 * definition, not every type's with their rules and messages. Node (the server, the tests) runs it as it is.
 */
import { publicTypeOf, type PublicType } from './content-type';
import { CONTENT_TYPES } from './content-types/index';

export const PUBLIC_TYPES: Readonly<Record<string, () => Promise<PublicType>>> = Object.fromEntries(
  CONTENT_TYPES.filter((d) => d.public).map((d) => [d.path, async () => publicTypeOf(d, CONTENT_TYPES)]),
);
