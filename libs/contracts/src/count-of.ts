/**
 * A count in the office's English ('1 item', '2 items'): the back office's sentences (a job's
 * summary, the activity log, a mail's subject). Visitors' counts have their languages' plural
 * forms instead (CountTerm, content-type.ts).
 */
export const countOf = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
