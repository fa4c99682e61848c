import { App, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { TOAST_SECONDS } from '@diet/contracts/limits';
import './toasts.css';

/** antd's design tokens for the back office: the institute's blue, readable sizes. */
const THEME = { token: { colorPrimary: '#1e40af', borderRadius: 6, fontSize: 15 } };

/**
 * antd for everything under /admin (login page included, so a toast survives the move between
 * them): toasts top-right for 4 s through App.useApp(). The remotes use the same context, antd
 * being a shared singleton.
 */
export function AdminProviders() {
  return (
    <ConfigProvider theme={THEME}>
      <App
        message={{ duration: TOAST_SECONDS, maxCount: 3 }}
        notification={{ placement: 'topRight', duration: TOAST_SECONDS, maxCount: 3 }}
      >
        <Outlet />
      </App>
    </ConfigProvider>
  );
}
