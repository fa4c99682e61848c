/**
 * The OpenAPI description of every route the app registers. @nestjs/swagger walks Nest's route
 * metadata and reads the DTOs, whose field decorators describe themselves (field-schema.ts); then
 * each route is completed from what the app itself applies to it, so nothing is written twice:
 * the guard's rule marks the bearer scheme, the upload interceptor the multipart body and its 413,
 * the envelope interceptor the success body, the definitions the content types' routes.
 */
import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
// Not exported from '@nestjs/common' itself, and no public API reads route metadata: these are the
// keys its decorators write, which @nestjs/swagger and @nestjs/core read from the same files.
import {
  HEADERS_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ReferenceObject,
  type RequestBodyObject,
  type ResponseObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, ROLES } from '@diet/contracts/accounts';
import { ACCESS, HTTP_ERRORS, UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { can, type Permission } from '@diet/contracts/permissions';
import { permissionOf, tokenRequired } from '../auth/admin-auth.guard';
import { RAW_RESPONSE } from '../common/route-metadata';
import { UPLOAD_PART, type UploadPart } from '../common/upload/file-upload.interceptor';
import { RECORD_FILE, type RecordFileRule } from '../common/upload/record-file';
import { uploadSchema } from './field-schema';
import { envelope, OPERATION_DOCS, requiredOf, schemaRef, type OperationDocs } from './operation-docs';

export const BEARER_SCHEME = 'bearer';

const errorExample = (statusCode: number, message: string, details?: Record<string, string>) => ({
  success: false,
  statusCode,
  error: message,
  message,
  details: { ...details, requestId: '748fde22-1c59-4605-983e-01238ba21359' },
});

const errorResponse = (
  description: string,
  statusCode: number,
  message: string,
  details?: Record<string, string>,
): ResponseObject => ({
  description,
  content: {
    'application/json': { schema: schemaRef('ErrorBody'), example: errorExample(statusCode, message, details) },
  },
});

/** The answers every route may give, named once (ARCHITECTURE.md section 3). */
const ERRORS = {
  '400': [
    'BadRequest',
    errorResponse(
      "Bad input: 'message' is the first failing rule's text, 'details' holds each failing field's.",
      400,
      VALIDATION.titleRequired,
      { title: VALIDATION.titleRequired },
    ),
  ],
  '401': ['Unauthorized', errorResponse('No valid admin token.', 401, ACCESS.mustBeLoggedIn)],
  '403': [
    'Forbidden',
    errorResponse("The signed-in person's role lacks the route's permission.", 403, ACCOUNT_MESSAGES.forbidden),
  ],
  '404': ['NotFound', errorResponse('No such item.', 404, HTTP_ERRORS.notFound)],
  '413': ['PayloadTooLarge', errorResponse('The file, or the body, is over its limit.', 413, UPLOAD.tooLarge)],
  '429': [
    'TooManyRequests',
    errorResponse('Too many requests from this address in a minute.', 429, HTTP_ERRORS.tooManyRequests),
  ],
} as const satisfies Record<string, [string, ResponseObject]>;

const COMMON_SCHEMAS: Record<string, SchemaObject> = {
  ListMeta: {
    type: 'object',
    required: ['total', 'page', 'pageSize'],
    properties: {
      total: { type: 'integer', minimum: 0 },
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 200 },
    },
  },
  ErrorBody: {
    type: 'object',
    required: ['success', 'statusCode', 'error', 'message'],
    properties: {
      success: { type: 'boolean', enum: [false] },
      statusCode: { type: 'integer' },
      error: { type: 'string', description: 'The same human text as message.' },
      message: { type: 'string' },
      details: {
        type: 'object',
        description:
          "Each failing field's first message, and the request's id (requestId), as in the log line and the X-Request-Id header.",
        additionalProperties: { type: 'string' },
      },
    },
  },
};

function baseDocument(): Omit<OpenAPIObject, 'paths'> {
  return new DocumentBuilder()
    .setTitle('DIET website and back office API')
    .setVersion('1.0.0')
    .setDescription(
      [
        'Every answer of /api is JSON: `{ success: true, data, message?, meta? }`, or `{ success: false, statusCode, error, message, details? }` (ErrorBody).',
        'Lists take page, pageSize (default 50, at most 200), q and their filters, and answer `meta: { total, page, pageSize }`.',
        'Routes under /api/admin (but the login) and GET /api/contact need `Authorization: Bearer <token>` from POST /api/admin/auth/login.',
        'Dates are YYYY-MM-DD (an ISO 8601 date-time is taken as its day in Asia/Kolkata); ids are UUIDs.',
      ].join('\n\n'),
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'data.token of POST /api/admin/auth/login' },
      BEARER_SCHEME,
    )
    .build();
}

/** One handler as Express serves it. */
interface Route {
  method: string;
  /** The Express pattern ('/api/admin/notices/:id'). */
  path: string;
  handler: (...args: unknown[]) => unknown;
  controller: Type;
  methodName: string;
}

const joinPath = (...parts: string[]) => `/${parts.join('/')}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
const asList = (v: string | string[] | undefined) => (Array.isArray(v) ? v : [v ?? '']);

/** Every route of every controller, from Nest's route metadata. */
function routesOf(app: INestApplication): Route[] {
  const scanner = new MetadataScanner();
  return app
    .get(DiscoveryService)
    .getControllers()
    .flatMap(({ metatype }) => {
      const controller = metatype as Type | null;
      if (!controller) return [];
      const prototype = controller.prototype as Record<string, Route['handler']>;
      return scanner.getAllMethodNames(prototype).flatMap((methodName) => {
        const handler = prototype[methodName];
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined || !Reflect.hasMetadata(PATH_METADATA, handler)) return [];
        return asList(Reflect.getMetadata(PATH_METADATA, controller) as string | string[]).flatMap((base) =>
          asList(Reflect.getMetadata(PATH_METADATA, handler) as string | string[]).map((path) => ({
            method: RequestMethod[method],
            path: joinPath(base, path),
            handler,
            controller,
            methodName,
          })),
        );
      });
    });
}

/** '/api/admin/notices/:id' as OpenAPI writes it: '/api/admin/notices/{id}'. */
export const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The group a route is listed under: its area after /api (and /api/admin), e.g. 'Study Material'. */
function tagOf(path: string): string {
  const segment = /^\/api\/(?:admin\/)?([^/{.]+)/.exec(path)?.[1];
  if (!segment) return 'Site files';
  return segment.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
}

/** 'GET /api/admin/notices/{id}' -> 'getAdminNoticesById'. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `by-${w.slice(1, -1)}` : w));
  return [method.toLowerCase(), ...words.flatMap((w) => w.split('-'))]
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
}

function uploadPartOf(route: Route): UploadPart | undefined {
  const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, route.handler) ?? []) as object[];
  for (const interceptor of interceptors) {
    const part = Reflect.getMetadata(UPLOAD_PART, interceptor) as UploadPart | undefined;
    if (part) return part;
  }
  return undefined;
}

/** A handler that writes its answer itself (@Res without passthrough): a file. */
function writesItsOwnAnswer(route: Route): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.methodName) ?? {}) as Record<
    string,
    { data?: { passthrough?: boolean } }
  >;
  return Object.entries(args).some(
    ([key, arg]) => key.startsWith(`${RouteParamtypes.RESPONSE}:`) && !arg.data?.passthrough,
  );
}

/** The success answer, as the envelope interceptor (or a raw handler) sends it. */
function successContent(route: Route, reflector: Reflector): ResponseObject['content'] {
  if (reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [route.handler, route.controller])) {
    const headers = (Reflect.getMetadata(HEADERS_METADATA, route.handler) ?? []) as { name: string; value: string }[];
    const type =
      headers.find((h) => h.name.toLowerCase() === 'content-type')?.value.split(';')[0] ?? 'application/json';
    return { [type]: { schema: type === 'application/json' ? { type: 'object' } : { type: 'string' } } };
  }
  if (writesItsOwnAnswer(route)) return { '*/*': { schema: { type: 'string', format: 'binary' } } };
  return { 'application/json': { schema: envelope({ description: 'The payload.' }, { message: true }) } };
}

/** Multipart with the route's file part beside the DTO's fields; JSON stays possible where no file is required. */
function withUpload(
  body: RequestBodyObject | undefined,
  part: UploadPart,
  rule: RecordFileRule | undefined,
  create: boolean,
): RequestBodyObject {
  const fields = body?.content['application/json']?.schema as SchemaObject | ReferenceObject | undefined;
  const fileRequired = !rule || (create && !!rule.requiredMessage);
  const file: SchemaObject = {
    type: 'object',
    ...requiredOf(fileRequired ? [part.field] : []),
    properties: { [part.field]: uploadSchema({ kinds: rule?.kinds, maxBytes: part.maxBytes }) },
  };
  const multipart = { schema: fields ? { allOf: [fields, file] } : file };
  return {
    required: true,
    content: {
      ...(fields && !fileRequired ? { 'application/json': { schema: fields } } : {}),
      'multipart/form-data': multipart,
    },
  };
}

function addError(op: OperationObject, status: keyof typeof ERRORS): void {
  op.responses[status] ??= { $ref: `#/components/responses/${ERRORS[status][0]}` };
}

/** The route's permission as `x-permission` and the roles holding it, read by clients and the role tests. */
function addPermission(op: OperationObject, permission: Permission | undefined): void {
  if (!permission) return;
  const roles = ROLES.filter((role) => can(role, permission));
  Object.assign(op, { 'x-permission': permission, 'x-roles': roles });
  if (roles.length < ROLES.length) addError(op, '403');
}

function complete(document: OpenAPIObject, route: Route, reflector: Reflector): void {
  const path = openApiPath(route.path);
  const method = route.method.toLowerCase() as 'get';
  const op = document.paths[path]?.[method];
  if (!op) return;
  const docs = reflector.get<OperationDocs | undefined>(OPERATION_DOCS, route.handler);
  if (docs) {
    Object.assign(op, docs.operation);
    Object.assign((document.components!.schemas ??= {}), docs.schemas);
  }
  if (!docs?.operation.operationId) op.operationId = operationIdOf(route.method, path);
  op.tags = [tagOf(path)];
  if (!docs?.operation.responses) {
    for (const [status, response] of Object.entries(op.responses)) {
      if (!status.startsWith('2') || !response || '$ref' in response) continue;
      response.content ??= successContent(route, reflector);
      response.description ||= status === '201' ? 'Created' : 'OK';
    }
  }
  const part = uploadPartOf(route);
  const body = op.requestBody as RequestBodyObject | undefined;
  if (part && !body?.content['multipart/form-data']) {
    op.requestBody = withUpload(
      body,
      part,
      reflector.get<RecordFileRule>(RECORD_FILE, route.handler),
      route.method === 'POST',
    );
  }
  if (op.requestBody || op.parameters?.some((p) => 'in' in p && p.in === 'query')) addError(op, '400');
  const secured = tokenRequired(reflector, [route.handler, route.controller], route.path);
  if (secured) {
    op.security = [{ [BEARER_SCHEME]: [] }];
    addError(op, '401');
    addPermission(op, permissionOf(reflector, [route.handler, route.controller]));
  }
  if (path.includes('{')) addError(op, '404');
  if (part) addError(op, '413');
  // Public POSTs are throttled per address; the login counts failed sign-ins.
  if (route.method === 'POST' && !secured) addError(op, '429');
}

/** The whole API's description, for the app as it is assembled. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(app, baseDocument() as OpenAPIObject, { autoTagControllers: false });
  document.components ??= {};
  document.components.schemas = { ...COMMON_SCHEMAS, ...document.components.schemas };
  document.components.responses = Object.fromEntries(Object.values(ERRORS).map(([name, response]) => [name, response]));
  const reflector = app.get(Reflector);
  for (const route of routesOf(app)) complete(document, route, reflector);
  return document;
}
