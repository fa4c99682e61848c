/** Read by `npm run bench`: navigation start to the home page complete (hero and both event lists). */
export const FIRST_ROUTE_COMPLETE = 'diet:first-route-complete';

type Marker = Pick<Performance, 'mark'>;
const marked = new WeakSet<Marker>();

/** Sets the mark once per page load; later renders and visits of the home page leave it alone. */
export function markFirstRouteComplete(perf: Marker = performance): void {
  if (marked.has(perf) || typeof perf.mark !== 'function') return;
  marked.add(perf);
  perf.mark(FIRST_ROUTE_COMPLETE);
}
