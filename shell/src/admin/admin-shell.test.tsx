import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithApp } from '../test/render';
import { AdminShell } from './admin-shell';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

describe('admin guard', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a session to the login page, remembering where they were going', async () => {
    renderWithApp(
      <Routes>
        <Route path="/admin/login" element={<LoginProbe />} />
        <Route path="/admin/*" element={<AdminShell />} />
      </Routes>,
      { path: '/admin/events?page=2', routePath: '*', adminProbe: false },
    );
    expect(await screen.findByTestId('login')).toHaveTextContent('/admin/login?next=%2Fadmin%2Fevents%3Fpage%3D2');
  });
});
