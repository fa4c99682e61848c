import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { LOADING_PLACEHOLDER_SELECTOR } from '@diet/contracts/first-route';
import { REMOTE_UNAVAILABLE } from '@diet/contracts/toasts';
import { resetFederationForTests, setUpFederation } from './federation';
import { fallbackPlugin } from './fallback-plugin';
import { RemoteArea } from './remote-area';
import { defaultRemotes } from './remotes-config';

function fakeInstance(loadRemote: jest.Mock) {
  return {
    registerPlugins: jest.fn(),
    registerRemotes: jest.fn(),
    loadRemote,
  };
}

/** What the runtime does on failure: ask the fallback plugin's errorLoadRemote for a module. */
const fallback = fallbackPlugin();
const runtimeFallback = (id: string) =>
  (fallback.errorLoadRemote as (args: unknown) => unknown)({
    id,
    error: new Error('404'),
    lifecycle: 'onLoad',
    from: 'runtime',
  });

beforeEach(() => {
  resetFederationForTests();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('remote area', () => {
  it('renders the remote module once it has loaded, its loading state marked for the splash meanwhile', async () => {
    const loadRemote = jest.fn().mockResolvedValue({ default: () => <p>Public routes</p> });
    setUpFederation(defaultRemotes(), fakeInstance(loadRemote) as unknown as ModuleFederation);
    const { container } = render(<RemoteArea remote="mfe_public" loading={<p>Loading</p>} />);
    expect(screen.getByText('Loading').closest(LOADING_PLACEHOLDER_SELECTOR)).not.toBeNull();
    expect(await screen.findByText('Public routes')).toBeInTheDocument();
    expect(container.querySelector(LOADING_PLACEHOLDER_SELECTOR)).toBeNull();
    expect(loadRemote).toHaveBeenCalledWith('mfe_public/routes');
  });

  it("shows the fallback module's panel when the remote cannot load, and really loads again on retry", async () => {
    const loadRemote = jest
      .fn()
      .mockImplementationOnce(async (id: string) => runtimeFallback(id))
      .mockResolvedValueOnce({ default: () => <p>Diksha screens</p> });
    const instance = fakeInstance(loadRemote);
    setUpFederation(defaultRemotes(), instance as unknown as ModuleFederation);

    const { container } = render(<RemoteArea remote="mfe_admin_diksha" loading={<p>Loading</p>} />);
    expect(await screen.findByText(REMOTE_UNAVAILABLE.title)).toBeInTheDocument();
    // The panel is the area's answer, not a loading state: the splash does not wait for it to go.
    expect(container.querySelector(LOADING_PLACEHOLDER_SELECTOR)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: REMOTE_UNAVAILABLE.retry }));
    expect(await screen.findByText('Diksha screens')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    // The failed remote was registered again with force, so the runtime forgets its cached failure.
    expect(instance.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_admin_diksha', entry: defaultRemotes().mfe_admin_diksha }],
      { force: true },
    );
  });

  it('shows the panel when the runtime itself throws', async () => {
    const loadRemote = jest.fn().mockRejectedValue(new Error('RUNTIME-003'));
    setUpFederation(defaultRemotes(), fakeInstance(loadRemote) as unknown as ModuleFederation);
    render(<RemoteArea remote="mfe_admin_comms" loading={<p>Loading</p>} />);
    expect(await screen.findByText(REMOTE_UNAVAILABLE.title)).toBeInTheDocument();
  });
});
