import { fallbackPlugin } from './fallback-plugin';
import { isUnavailable } from './fallback-module';

type Hook = (args: Record<string, unknown>) => unknown;

describe('fallback plugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('answers a failed module load with the unavailable module', () => {
    const onFailure = jest.fn();
    const hook = fallbackPlugin(onFailure).errorLoadRemote as Hook;
    const module = hook({ id: 'mfe_admin_comms/routes', error: new Error('x'), lifecycle: 'onLoad' });
    expect(isUnavailable(module)).toBe(true);
    expect(onFailure).toHaveBeenCalledWith('mfe_admin_comms/routes', expect.any(Error));
  });

  it('stays out of the other lifecycles (a manifest read expects a manifest, not a module)', () => {
    const hook = fallbackPlugin().errorLoadRemote as Hook;
    expect(hook({ id: '/mfe/x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(hook({ id: 'react', error: new Error('x'), lifecycle: 'beforeLoadShare' })).toBeUndefined();
  });
});
