import { adminHref, adminSegment, ADMIN_NAV_REMOTES, areaOf } from './admin-route-table';

const items = [
  { path: '', remote: 'mfe_admin_content' as const },
  { path: 'study-material', remote: 'mfe_admin_content' as const },
  { path: '/diksha-lab', remote: 'mfe_admin_diksha' as const },
  { path: 'events', remote: 'mfe_admin_comms' as const },
  { path: '/admin/notices', remote: 'mfe_admin_comms' as const },
];

describe('admin route table', () => {
  it('asks every admin remote for its menu, and no other', () => {
    expect(ADMIN_NAV_REMOTES).toEqual(['mfe_admin_content', 'mfe_admin_diksha', 'mfe_admin_comms']);
  });

  it('sends a path to the remote whose menu names its first segment', () => {
    expect(areaOf('/admin', items, [])).toEqual({ kind: 'remote', remote: 'mfe_admin_content' });
    expect(areaOf('/admin/', items, [])).toEqual({ kind: 'remote', remote: 'mfe_admin_content' });
    expect(areaOf('/admin/study-material', items, [])).toEqual({ kind: 'remote', remote: 'mfe_admin_content' });
    expect(areaOf('/admin/diksha-lab', items, [])).toEqual({ kind: 'remote', remote: 'mfe_admin_diksha' });
    expect(areaOf('/admin/events/12', items, [])).toEqual({ kind: 'remote', remote: 'mfe_admin_comms' });
    expect(areaOf('/admin/notices', items, [])).toEqual({ kind: 'remote', remote: 'mfe_admin_comms' });
    expect(areaOf('/admin/unknown', items, [])).toEqual({ kind: 'unknown' });
  });

  it("gives a path no menu names to a remote that could not load, whose panel offers a retry", () => {
    const withoutComms = items.filter((item) => item.remote !== 'mfe_admin_comms');
    expect(areaOf('/admin/events', withoutComms, ['mfe_admin_comms'])).toEqual({ kind: 'unavailable', remote: 'mfe_admin_comms' });
    expect(areaOf('/admin/staff', [...withoutComms, { path: 'staff', remote: 'mfe_admin_content' }], ['mfe_admin_comms'])).toEqual({ kind: 'remote', remote: 'mfe_admin_content' });
  });

  it('reads nav paths in any of their spellings', () => {
    expect(adminHref('staff')).toBe('/admin/staff');
    expect(adminHref('/staff')).toBe('/admin/staff');
    expect(adminHref('/admin/staff')).toBe('/admin/staff');
    expect(adminHref('')).toBe('/admin');
    expect(adminSegment('/admin/events/3')).toBe('events');
  });
});
