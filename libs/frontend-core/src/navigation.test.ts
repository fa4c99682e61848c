import { loginPathFor, safeNextPath } from './navigation';

describe('login redirects', () => {
  it('sends the user back where they were', () => {
    expect(loginPathFor({ pathname: '/admin/staff', search: '?page=2' })).toBe(
      '/admin/login?next=%2Fadmin%2Fstaff%3Fpage%3D2',
    );
    expect(loginPathFor({ pathname: '/admin/login' })).toBe('/admin/login');
  });

  it('only follows next to our own admin pages', () => {
    expect(safeNextPath('/admin/events')).toBe('/admin/events');
    expect(safeNextPath('https://evil.example')).toBe('/admin');
    expect(safeNextPath('//evil.example/admin')).toBe('/admin');
    expect(safeNextPath('/admin/login?next=x')).toBe('/admin');
    expect(safeNextPath(null)).toBe('/admin');
  });

  it('brings staff back to the preview they opened, in its language', () => {
    expect(loginPathFor({ pathname: '/pa/preview/notice/1', search: '?id=1' })).toBe(
      '/admin/login?next=%2Fpa%2Fpreview%2Fnotice%2F1%3Fid%3D1',
    );
    expect(safeNextPath('/preview/notice/1?id=1')).toBe('/preview/notice/1?id=1');
    expect(safeNextPath('/hi/preview/event/2')).toBe('/hi/preview/event/2');
    expect(safeNextPath('/previewer')).toBe('/admin');
  });
});
