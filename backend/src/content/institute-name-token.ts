/**
 * The token the institute's name is injected by (institute-name.ts) where a class reference would
 * load the singleton service ahead of the content schemas it takes part in (an import cycle).
 */
export type { InstituteName } from './institute-name';
export const INSTITUTE_NAME = 'institute-name';
