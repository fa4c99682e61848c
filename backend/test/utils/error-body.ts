/**
 * Every error body carries its request's id (the X-Request-Id header) in `details.requestId`,
 * beside any field messages: exact comparisons of error bodies allow that key, and only it.
 */
export const REQUEST_ID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** The `details` of an error body: the field messages given, and the request id. */
export const withRequestId = (fields: Record<string, string> = {}) => ({ ...fields, requestId: REQUEST_ID });

/** An error body without its request id, to compare two answers that must not differ otherwise. */
export function withoutRequestId(body: { details?: Record<string, string> }): object {
  const { requestId: _id, ...fields } = body.details ?? {};
  const { details: _details, ...rest } = body;
  return Object.keys(fields).length > 0 ? { ...rest, details: fields } : rest;
}
