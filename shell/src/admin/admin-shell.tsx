import { Navigate, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, selectSignedOutByUser } from '@diet/frontend-core/auth-slice';
import { LOGIN_PATH, loginPathFor } from '@diet/frontend-core/navigation';
import { useAppSelector } from '../app/hooks';
import { AdminLayout } from './admin-layout';

/**
 * Everything under /admin except the login page: no stored session, no back office. The way back
 * (`next`) is kept unless the administrator signed out on purpose.
 */
export function AdminShell() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const signedOutByUser = useAppSelector(selectSignedOutByUser);
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={signedOutByUser ? LOGIN_PATH : loginPathFor(location)} replace />;
  return <AdminLayout />;
}
