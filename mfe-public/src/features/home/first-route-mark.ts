import { FIRST_ROUTE_COMPLETE_MARK } from '@diet/contracts/first-route';

type Marker = Pick<Performance, 'mark'>;
const marked = new WeakSet<Marker>();

/** Sets the mark once per page load; later renders and visits of the home page leave it alone. */
export function markFirstRouteComplete(perf: Marker = performance): void {
  if (marked.has(perf) || typeof perf.mark !== 'function') return;
  marked.add(perf);
  perf.mark(FIRST_ROUTE_COMPLETE_MARK);
}
