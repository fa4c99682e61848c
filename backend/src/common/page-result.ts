/** What a list handler returns; the envelope interceptor turns it into `data` + `meta`. */
import type { ListMeta } from '@diet/contracts/api';

export class PageResult<T> {
  constructor(
    readonly items: T[],
    readonly meta: ListMeta,
  ) {}
}

/** A payload with a human message for the envelope's `message`. */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}
