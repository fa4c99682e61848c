/**
 * What a route's handler says about itself in the OpenAPI description, beyond what Nest's route
 * metadata and the DTOs already say: routes built from a definition (content types) describe
 * their parameters, bodies and answers here, from that definition. The document builder merges it.
 */
import { SetMetadata } from '@nestjs/common';
import type { OperationObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

export const OPERATION_DOCS = 'diet:operation-docs';

export interface OperationDocs {
  operation: Partial<OperationObject>;
  /** Named schemas the operation refers to (#/components/schemas/<name>). */
  schemas?: Record<string, SchemaObject>;
}

export const DescribedBy = (docs: OperationDocs) => SetMetadata(OPERATION_DOCS, docs);

export const schemaRef = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

/** The success envelope around `data` (common/envelope.interceptor.ts), with `meta` for a page. */
export function envelope(
  data: SchemaObject | ReferenceObject,
  extra: { meta?: boolean; message?: boolean } = {},
): SchemaObject {
  return {
    type: 'object',
    required: ['success', 'data', ...(extra.meta ? ['meta'] : []), ...(extra.message ? ['message'] : [])],
    properties: {
      success: { type: 'boolean', enum: [true] },
      data,
      ...(extra.message ? { message: { type: 'string', description: 'The toast text of SPEC.md section 8.' } } : {}),
      ...(extra.meta ? { meta: schemaRef('ListMeta') } : {}),
    },
  };
}

/** `required` of an object schema: OpenAPI 3.0 refuses an empty list, so none is written then. */
export const requiredOf = (names: string[]): { required?: string[] } => (names.length > 0 ? { required: names } : {});
