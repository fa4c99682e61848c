import { loginPathFor, safeNextPath } from './navigation';

describe('login redirects', () => {
  it('sends the user back where they were', () => {
    expect(loginPathFor({ pathname: '/admin/staff', search: '?page=2' })).toBe('/admin/login?next=%2Fadmin%2Fstaff%3Fpage%3D2');
    expect(loginPathFor({ pathname: '/admin/login' })).toBe('/admin/login');
  });

  it('only follows next to our own admin pages', () => {
    expect(safeNextPath('/admin/events')).toBe('/admin/events');
    expect(safeNextPath('https://evil.example')).toBe('/admin');
    expect(safeNextPath('//evil.example/admin')).toBe('/admin');
    expect(safeNextPath('/admin/login?next=x')).toBe('/admin');
    expect(safeNextPath(null)).toBe('/admin');
  });
});
