import type { ApiError } from '@diet/contracts/api';

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
