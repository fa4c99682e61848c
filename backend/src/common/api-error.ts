/**
 * An HTTP error whose text is meant for people: the exception filter sends it as it is.
 * Any other exception's text is replaced by a catalogue text, so no internal detail leaks.
 */
import { HttpException } from '@nestjs/common';
import { HTTP_ERRORS } from '@diet/contracts/messages';

export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly text: string,
    readonly details?: Record<string, string>,
    /** What the refusal carries beside its text (an import's rows and errors), sent as the body's `data`. */
    readonly data?: unknown,
  ) {
    super(text, status);
  }

  static notFound(text: string = HTTP_ERRORS.notFound) {
    return new ApiError(404, text);
  }

  static badRequest(text: string, details?: Record<string, string>) {
    return new ApiError(400, text, details);
  }
}
