import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { setNavigator } from '@diet/frontend-core/navigation';
import { PublicLayout } from '../public-layout/public-layout';
import { RouteLoading } from './route-loading';

// Everything under /admin is a lazy chunk (antd, the admin layout, the login page), so a visitor
// of the public site never downloads it. Named admin-*: the build keeps what only they use out of
// the public pages' `core` chunk (rspack-app.js).
const AdminProviders = lazy(() =>
  import(/* webpackChunkName: "admin-providers" */ '../admin/admin-providers').then((m) => ({
    default: m.AdminProviders,
  })),
);
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "admin-login" */ '../admin/login-page').then((m) => ({ default: m.LoginPage })),
);
const ForgotPasswordPage = lazy(() =>
  import(/* webpackChunkName: "admin-account-links" */ '../admin/account-link-pages').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const AcceptInvitePage = lazy(() =>
  import(/* webpackChunkName: "admin-account-links" */ '../admin/account-link-pages').then((m) => ({
    default: m.AcceptInvitePage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "admin-account-links" */ '../admin/account-link-pages').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const AdminShell = lazy(() =>
  import(/* webpackChunkName: "admin-shell" */ '../admin/admin-shell').then((m) => ({ default: m.AdminShell })),
);

function loading(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>
  );
}

/** Lets the base query send the user somewhere (a 401 to the login page) through the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/**
 * Top-level routes, declared rather than a data router: the site uses no loaders or actions, and
 * the declarative router is a fraction of the code every visitor downloads first.
 */
export function AppRoutes() {
  return (
    <>
      <NavigatorBridge />
      <Routes>
        {/* A layout route without a path of its own: antd's providers for the login page and the back office alike. */}
        <Route element={loading(AdminProviders)}>
          <Route path="/admin/login" element={loading(LoginPage)} />
          {/* Beside the sign-in: the pages a forgotten password or a mailed link leads to, signed out. */}
          <Route path="/admin/forgot-password" element={loading(ForgotPasswordPage)} />
          <Route path="/admin/accept-invite" element={loading(AcceptInvitePage)} />
          <Route path="/admin/reset-password" element={loading(ResetPasswordPage)} />
          {/* '/admin/*' matches /admin itself too; the remotes render their own descendant <Routes>. */}
          <Route path="/admin/*" element={loading(AdminShell)} />
        </Route>
        {/* The public remote renders every other path, its own 404 included. */}
        <Route path="*" element={<PublicLayout />} />
      </Routes>
    </>
  );
}
