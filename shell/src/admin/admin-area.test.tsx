import { screen } from '@testing-library/react';
import type { AdminNavItem, RemoteName } from '@diet/contracts/api';
import type { Role } from '@diet/contracts/accounts';
import { writeStoredSession } from '@diet/frontend-core/session-storage';
import { en } from '../i18n/en';
import { renderWithApp } from '../test/render';
import { AdminArea } from './admin-area';

const accounts: AdminNavItem & { remote: RemoteName } = {
  path: 'accounts',
  label: 'Accounts',
  order: 110,
  permission: 'accounts',
  remote: 'mfe_admin_comms',
};

/** Signed in as `role` (the store restores the session), at /admin/accounts. */
function visitAccountsAs(role: Role) {
  writeStoredSession({ token: 'tok', user: { id: 'u1', email: `${role}@example.org`, name: role, role } });
  renderWithApp(<AdminArea nav={{ items: [accounts], unavailable: [], loading: false }} />, {
    path: '/admin/accounts',
    adminProbe: false,
  });
}

describe('admin area', () => {
  beforeEach(() => localStorage.clear());

  it.each(['editor', 'contributor'] as const)(
    'tells the %s who opens a screen they may not use that they have no access',
    async (role) => {
      visitAccountsAs(role);
      expect(await screen.findByText(en.admin.forbiddenTitle)).toBeInTheDocument();
      expect(screen.getByText(en.admin.forbiddenBody)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: en.admin.backToDashboard })).toHaveAttribute('href', '/admin');
    },
  );

  it('opens the screen for a role that may use it', () => {
    visitAccountsAs('administrator');
    expect(screen.queryByText(en.admin.forbiddenTitle)).not.toBeInTheDocument();
  });
});
