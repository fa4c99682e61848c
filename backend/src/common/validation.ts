/**
 * The global ValidationPipe: whitelist + forbidNonWhitelisted + transform, and an error body whose
 * `message` is the first failing rule of the first failing field, with every field in `details`.
 */
import { ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { ApiError } from './api-error';

function firstMessages(errors: ValidationError[], prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const error of errors) {
    const field = prefix + (error.property ?? '');
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) {
      out.push([field, VALIDATION.unknownField(field)]);
    } else {
      const first = Object.values(constraints)[0];
      if (first) out.push([field || 'body', first]);
    }
    if (error.children?.length) out.push(...firstMessages(error.children, `${field}.`));
  }
  // Unknown fields last: a missing required field is the more useful first message.
  return [
    ...out.filter(([, m]) => !m.startsWith('Unknown field')),
    ...out.filter(([, m]) => m.startsWith('Unknown field')),
  ];
}

export function validationException(errors: ValidationError[]): ApiError {
  return validationError(firstMessages(errors));
}

/** A 400 whose message is the first pair's, with each field's first message in `details`. */
export function validationError(pairs: [field: string, message: string][]): ApiError {
  if (pairs.length === 0) return ApiError.badRequest(HTTP_ERRORS.badRequest);
  const details: Record<string, string> = {};
  for (const [field, message] of pairs) if (!(field in details)) details[field] = message;
  return ApiError.badRequest(pairs[0][1], details);
}

/** For a route that takes no body: anything sent is refused by name (400 'Unknown field: x'). */
export function refuseAnyBody(body: unknown): void {
  const sent = body && typeof body === 'object' ? Object.keys(body) : [];
  if (sent.length > 0) throw validationError(sent.map((key) => [key, VALIDATION.unknownField(key)]));
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: validationException,
  });
}
