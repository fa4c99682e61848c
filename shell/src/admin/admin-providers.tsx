import { App, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { TOAST_SECONDS } from '@diet/contracts/limits';
import './toasts.css';

/**
 * antd's design tokens for the back office: the institute's blue, readable sizes, and no motion.
 * antd ends a modal's or a notice's closing animation on the browser's animationend/transitionend
 * and has no fallback timer; on a loaded machine that event is sometimes missed, and a closed
 * modal's invisible full-screen wrapper then stays over the page and takes every click (seen in
 * our browser tests). Without motion, closing is immediate and cannot stick.
 */
const THEME = { token: { colorPrimary: '#1e40af', borderRadius: 6, fontSize: 15, motion: false } };

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
