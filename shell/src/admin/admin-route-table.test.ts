import { adminHref, adminSegment, ADMIN_NAV_REMOTES, areaOf } from './admin-route-table';

const read = 'contentRead' as const;
const items = [
  { path: '', remote: 'mfe_admin_content' as const, permission: 'dashboard' as const },
  { path: 'study-material', remote: 'mfe_admin_content' as const, permission: read },
  { path: '/diksha-lab', remote: 'mfe_admin_diksha' as const, permission: read },
  { path: 'events', remote: 'mfe_admin_comms' as const, permission: read },
  { path: '/admin/notices', remote: 'mfe_admin_comms' as const, permission: read },
  { path: 'accounts', remote: 'mfe_admin_comms' as const, permission: 'accounts' as const },
];

describe('admin route table', () => {
  it('asks every admin remote for its menu, and no other', () => {
    expect(ADMIN_NAV_REMOTES).toEqual(['mfe_admin_content', 'mfe_admin_diksha', 'mfe_admin_comms']);
  });

  it('sends a path to the remote whose menu names its first segment', () => {
    expect(areaOf('/admin', items, [])).toEqual({
      kind: 'remote',
      remote: 'mfe_admin_content',
      permission: 'dashboard',
    });
    expect(areaOf('/admin/', items, [])).toEqual({
      kind: 'remote',
      remote: 'mfe_admin_content',
      permission: 'dashboard',
    });
    expect(areaOf('/admin/study-material', items, [])).toEqual({
      kind: 'remote',
      remote: 'mfe_admin_content',
      permission: read,
    });
    expect(areaOf('/admin/diksha-lab', items, [])).toEqual({
      kind: 'remote',
      remote: 'mfe_admin_diksha',
      permission: read,
    });
    expect(areaOf('/admin/events/12', items, [])).toEqual({
      kind: 'remote',
      remote: 'mfe_admin_comms',
      permission: read,
    });
    expect(areaOf('/admin/notices', items, [])).toEqual({
      kind: 'remote',
      remote: 'mfe_admin_comms',
      permission: read,
    });
    expect(areaOf('/admin/accounts/new', items, [])).toEqual({
      kind: 'remote',
      remote: 'mfe_admin_comms',
      permission: 'accounts',
    });
    expect(areaOf('/admin/unknown', items, [])).toEqual({ kind: 'unknown' });
  });

  it('gives a path no menu names to a remote that could not load, whose panel offers a retry', () => {
    const withoutComms = items.filter((item) => item.remote !== 'mfe_admin_comms');
    expect(areaOf('/admin/events', withoutComms, ['mfe_admin_comms'])).toEqual({
      kind: 'unavailable',
      remote: 'mfe_admin_comms',
    });
    expect(
      areaOf(
        '/admin/staff',
        [...withoutComms, { path: 'staff', remote: 'mfe_admin_content', permission: read }],
        ['mfe_admin_comms'],
      ),
    ).toEqual({ kind: 'remote', remote: 'mfe_admin_content', permission: read });
  });

  it('reads nav paths in any of their spellings', () => {
    expect(adminHref('staff')).toBe('/admin/staff');
    expect(adminHref('/staff')).toBe('/admin/staff');
    expect(adminHref('/admin/staff')).toBe('/admin/staff');
    expect(adminHref('')).toBe('/admin');
    expect(adminSegment('/admin/events/3')).toBe('events');
  });
});
