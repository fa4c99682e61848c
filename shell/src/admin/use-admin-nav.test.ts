import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { resetFederationForTests, setUpFederation } from '../federation/federation';
import { unavailableModule } from '../federation/fallback-module';
import { defaultRemotes } from '../federation/remotes-config';
import { loadAdminNav } from './use-admin-nav';

describe('admin navigation', () => {
  beforeEach(() => resetFederationForTests());

  it("assembles the remotes' ./nav in order, leaving out one that cannot load", async () => {
    const loadRemote = jest.fn(async (id: string) => {
      if (id === 'mfe_admin_content/nav')
        return { default: [{ path: 'staff', label: 'Staff', order: 10, permission: 'contentRead' }] };
      if (id === 'mfe_admin_diksha/nav') return unavailableModule(id, new Error('404'));
      return {
        default: [
          { path: 'events', label: 'Events', order: 90, permission: 'contentRead' },
          { path: 'newsletter', label: 'Newsletter', order: 80, permission: 'newsletter' },
        ],
      };
    });
    setUpFederation(defaultRemotes(), {
      registerPlugins: jest.fn(),
      registerRemotes: jest.fn(),
      loadRemote,
    } as unknown as ModuleFederation);

    const nav = await loadAdminNav();
    expect(nav.items.map((item) => item.label)).toEqual(['Staff', 'Newsletter', 'Events']);
    expect(nav.unavailable).toEqual(['mfe_admin_diksha']);
  });
});
