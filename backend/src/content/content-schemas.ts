/** One table mapping per content type, made once: the data source and the services share them. */
import type { EntitySchema } from 'typeorm';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { contentSchema } from './content-schema';

export const CONTENT_SCHEMAS: ReadonlyMap<ContentTypeDefinition, EntitySchema> = new Map(
  CONTENT_TYPES.map((definition) => [definition, contentSchema(definition)]),
);
