/** One table mapping per content type, made once: the data source and the services share them. */
import type { EntitySchema } from 'typeorm';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { SINGLETON_TYPES } from '@diet/contracts/content-types/site-settings';
import type { SingletonDefinition } from '@diet/contracts/singleton-type';
import { contentSchema } from './content-schema';
import { singletonSchema, type SingletonRow } from './singleton.service';

export const CONTENT_SCHEMAS: ReadonlyMap<ContentTypeDefinition, EntitySchema> = new Map(
  CONTENT_TYPES.map((definition) => [definition, contentSchema(definition)]),
);

/** The same for the singletons (one row each). */
export const SINGLETON_SCHEMAS: ReadonlyMap<SingletonDefinition, EntitySchema<SingletonRow>> = new Map(
  SINGLETON_TYPES.map((definition) => [definition, singletonSchema(definition)]),
);
