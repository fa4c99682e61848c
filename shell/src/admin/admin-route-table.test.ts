import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { adminHref, adminSegment, remoteForAdminPath } from './admin-route-table';

describe('admin route table', () => {
  it('sends every admin screen to the remote that owns it', () => {
    expect(remoteForAdminPath('/admin')).toBe('mfe_admin_content');
    expect(remoteForAdminPath('/admin/')).toBe('mfe_admin_content');
    expect(remoteForAdminPath('/admin/study-material')).toBe('mfe_admin_content');
    expect(remoteForAdminPath('/admin/diksha-lab')).toBe('mfe_admin_diksha');
    expect(remoteForAdminPath('/admin/events/12')).toBe('mfe_admin_comms');
    expect(remoteForAdminPath('/admin/messages')).toBe('mfe_admin_comms');
    expect(remoteForAdminPath('/admin/unknown')).toBeUndefined();
  });

  it('sends each content type to the remote its definition names', () => {
    for (const d of CONTENT_TYPES) expect(remoteForAdminPath(`/admin/${d.path}`)).toBe(d.admin.remote);
    expect(remoteForAdminPath('/admin/library')).toBe('mfe_admin_content');
  });

  it('reads nav paths in any of their spellings', () => {
    expect(adminHref('staff')).toBe('/admin/staff');
    expect(adminHref('/staff')).toBe('/admin/staff');
    expect(adminHref('/admin/staff')).toBe('/admin/staff');
    expect(adminHref('')).toBe('/admin');
    expect(adminSegment('/admin/events/3')).toBe('events');
  });
});
