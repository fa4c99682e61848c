import { createBrowserRouter } from 'react-router-dom';
import { PublicLayout } from '../public-layout/public-layout';
import { RouteLoading } from './route-loading';

/**
 * Top-level routes. Everything under /admin is a lazy chunk (antd, the admin layout, the login
 * page), so a visitor of the public site never downloads it.
 */
export function createAppRouter() {
  const adminShell = () => import('../admin/admin-shell').then((m) => ({ Component: m.AdminShell, HydrateFallback: RouteLoading }));
  return createBrowserRouter([
    {
      // A layout route without a path of its own: antd's providers for the login page and the
      // back office alike.
      lazy: () => import('../admin/admin-providers').then((m) => ({ Component: m.AdminProviders })),
      // Shown while the admin chunk arrives on a first visit straight to an admin page.
      HydrateFallback: RouteLoading,
      children: [
        {
          path: '/admin/login',
          lazy: () => import('../admin/login-page').then((m) => ({ Component: m.LoginPage, HydrateFallback: RouteLoading })),
        },
        // '/admin/*' matches /admin itself too; the remotes render their own descendant <Routes>.
        { path: '/admin/*', lazy: adminShell },
      ],
    },
    // The public remote renders every other path, its own 404 included.
    { path: '*', element: <PublicLayout /> },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
