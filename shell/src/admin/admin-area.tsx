import { Button, Result, Spin } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { en } from '../i18n/en';
import { areaOf } from './admin-route-table';
import type { AdminNavState } from './use-admin-nav';

const loading = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin size="large" />
  </div>
);

/**
 * The admin remote whose menu names the current path, inside its error boundary and Suspense. A path
 * no loaded menu names, while a remote is down, shows that remote's "temporarily unavailable" panel
 * with its retry; with every remote loaded, it is the admin 404.
 */
export function AdminArea({ nav }: { nav: AdminNavState }) {
  const { pathname } = useLocation();
  if (nav.loading) return loading;
  const area = areaOf(pathname, nav.items, nav.unavailable);
  if (area.kind === 'unknown') {
    return (
      <Result
        status="404"
        title={en.admin.notFoundTitle}
        subTitle={en.admin.notFoundBody}
        extra={
          <Link to="/admin">
            <Button type="primary">{en.admin.backToDashboard}</Button>
          </Link>
        }
      />
    );
  }
  return <RemoteArea key={area.remote} remote={area.remote} loading={loading} />;
}
