/**
 * The definitions each public type's pages read (publicTypeOf), by the type's path, each loaded by
 * a function: for the types with a list page or item pages of the machinery's (a `related` type
 * comes inside its list's). A client bundle gets every entry as plain data in a chunk of its own,
 * `public-type-<path>` (publicTypeChunk), evaluated at build time
 * (libs/frontend-core/build/build-chunks-loader.js): a list or item page downloads its own type's
 * definition, not every type's with their rules and messages. Node (the server, the tests) runs it as it is.
 */
import { publicContentOf, publicTypeOf, type PublicType } from './content-type';
import { CONTENT_TYPES } from './content-types/index';

// Derived here, not read from public-content.build-data.ts: one build-time module evaluating
// another is a circular task to the bundler.
const { lists, items } = publicContentOf(CONTENT_TYPES);
const PAGED = new Set([...lists, ...items].map((page) => page.path));

export const PUBLIC_TYPES: Readonly<Record<string, () => Promise<PublicType>>> = Object.fromEntries(
  CONTENT_TYPES.filter((d) => PAGED.has(d.path)).map((d) => [d.path, async () => publicTypeOf(d, CONTENT_TYPES)]),
);
