import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { TOASTS } from '@diet/contracts/toasts';
import { logout } from '@diet/frontend-core/auth-slice';
import { LOGIN_PATH } from '@diet/frontend-core/navigation';
import { useAppDispatch } from '../app/hooks';
import { useLogoutMutation } from './auth-api';

/**
 * Signs out: tells the API (best effort: a failed call must not keep anyone signed in), clears
 * the session (every api cache resets with it), toasts, and goes to the login page.
 */
export function useLogout(): () => Promise<void> {
  const [callLogout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { notification } = App.useApp();

  return async () => {
    try {
      await callLogout();
    } finally {
      dispatch(logout({ byUser: true }));
      notification.success({ title: TOASTS.logoutSuccess });
      navigate(LOGIN_PATH, { replace: true });
    }
  };
}
