import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '@diet/contracts/api';

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/**
 * The human text of a failed call: the envelope's `error` (the API's message, word for word),
 * else its `message`, else the given fallback (network failures, unreadable bodies).
 */
export function errorText(error: FetchBaseQueryError | SerializedError | unknown, fallback: string): string {
  if (isFetchError(error)) {
    const data = error.data as { error?: unknown; message?: unknown } | undefined;
    if (data && typeof data === 'object') {
      if (typeof data.error === 'string' && data.error) return data.error;
      if (typeof data.message === 'string' && data.message) return data.message;
    }
    return fallback;
  }
  return fallback;
}

/** The HTTP status of a failed call, or undefined when the server never answered. */
export function errorStatus(error: unknown): number | undefined {
  return isFetchError(error) && typeof error.status === 'number' ? error.status : undefined;
}

/**
 * The per-field messages of a 400 answer (`details`), shaped for antd's form.setFields, so the
 * API's message shows under the field it concerns.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): { name: string; errors: string[] }[] {
  const data = (error as { data?: Partial<ApiError> } | undefined)?.data;
  const details = data && typeof data === 'object' ? data.details : undefined;
  if (!details || typeof details !== 'object') return [];
  return Object.entries(details)
    .filter(([name, message]) => fields.includes(name) && typeof message === 'string')
    .map(([name, message]) => ({ name, errors: [message] }));
}
