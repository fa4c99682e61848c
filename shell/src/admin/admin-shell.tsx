import { Navigate, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, selectSignedOutByUser, selectTwoFactorSetupRequired } from '@diet/frontend-core/auth-slice';
import { LOGIN_PATH, loginPathFor } from '@diet/frontend-core/navigation';
import { useAppSelector } from '../app/hooks';
import { AdminLayout } from './admin-layout';
import { TwoFactorSetupPage } from './two-factor-setup-page';

/**
 * Everything under /admin except the login page: no stored session, no back office. The way back
 * (`next`) is kept unless the administrator signed out on purpose. An account the security policy
 * obliges to use two-factor sign-in sees only its set-up until it is on.
 */
export function AdminShell() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const signedOutByUser = useAppSelector(selectSignedOutByUser);
  const mustSetUpTwoFactor = useAppSelector(selectTwoFactorSetupRequired);
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={signedOutByUser ? LOGIN_PATH : loginPathFor(location)} replace />;
  // Nothing of the back office (menu, counts, screens) until the policy's second factor is on.
  if (mustSetUpTwoFactor) return <TwoFactorSetupPage />;
  return <AdminLayout />;
}
