import { FIRST_ROUTE_COMPLETE_MARK } from '@diet/contracts/first-route';
import { markFirstRouteComplete } from './first-route-mark';

describe('first route mark', () => {
  it('marks the page load once, however often the home page renders', () => {
    const perf = { mark: jest.fn() } as unknown as Performance;
    markFirstRouteComplete(perf);
    markFirstRouteComplete(perf);
    expect(perf.mark).toHaveBeenCalledTimes(1);
    expect(perf.mark).toHaveBeenCalledWith(FIRST_ROUTE_COMPLETE_MARK);
  });
});
