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
 * Every card's title wraps, and breaks anywhere when it must: a record's title or name is typed by
 * staff, and antd's one-line title would cut it, or a title without spaces would widen a phone's
 * screen. (The cards' other typed texts use TYPED_TEXT, @diet/frontend-core/typed-text.)
 */
const CARD = { styles: { title: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } } as const;

/**
 * antd for everything under /admin (login page included, so a toast survives the move between
 * them): toasts top-right for 4 s through App.useApp(). The remotes use the same context, antd
 * being a shared singleton.
 */
export function AdminProviders() {
  return (
    <ConfigProvider theme={THEME} card={CARD}>
      <App
        message={{ duration: TOAST_SECONDS, maxCount: 3 }}
        notification={{ placement: 'topRight', duration: TOAST_SECONDS, maxCount: 3 }}
      >
        <Outlet />
      </App>
    </ConfigProvider>
  );
}
