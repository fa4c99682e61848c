import { HTTP_ERRORS } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { errorStatus, errorText } from '@diet/frontend-core/errors';

export interface Outcome {
  text: string;
  kind: 'success' | 'error' | 'info';
}

/**
 * SPEC.md section 8, newsletter subscribe: an already subscribed address is told so plainly (not
 * a failure); an HTTP error shows the server's text or the fallback; no answer at all is unexpected.
 */
export function subscribeFailure(error: unknown): Outcome {
  const status = errorStatus(error);
  if (status === 409) return { text: errorText(error, HTTP_ERRORS.alreadySubscribed), kind: 'info' };
  if (status === undefined) return { text: TOASTS.unexpectedError, kind: 'error' };
  return { text: errorText(error, TOASTS.subscribeHttpError), kind: 'error' };
}

/** A 2xx answer whose body says success false (SPEC.md: 'response not successful'). */
export function notSuccessful(body: { success?: boolean; error?: string } | undefined): Outcome | null {
  if (body?.success === false) return { text: body.error || TOASTS.subscribeNotSuccessful, kind: 'error' };
  return null;
}
