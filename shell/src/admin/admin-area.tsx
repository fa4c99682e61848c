import { Button, Result, Spin } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { can } from '@diet/contracts/permissions';
import { selectRole } from '@diet/frontend-core/auth-slice';
import { useAppSelector } from '../app/hooks';
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
 * with its retry; with every remote loaded, it is the admin 404. A screen the signed-in role may
 * not use (a bookmark, a typed address) says so instead of loading a screen whose calls would fail.
 */
export function AdminArea({ nav }: { nav: AdminNavState }) {
  const { pathname } = useLocation();
  const role = useAppSelector(selectRole);
  if (nav.loading) return loading;
  const area = areaOf(pathname, nav.items, nav.unavailable);
  if (area.kind === 'unknown')
    return <NoScreen status="404" title={en.admin.notFoundTitle} body={en.admin.notFoundBody} />;
  if (area.kind === 'remote' && !can(role, area.permission))
    return <NoScreen status="403" title={en.admin.forbiddenTitle} body={en.admin.forbiddenBody} />;
  return <RemoteArea key={area.remote} remote={area.remote} loading={loading} />;
}

function NoScreen({ status, title, body }: { status: '403' | '404'; title: string; body: string }) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={body}
      extra={
        <Link to="/admin">
          <Button type="primary">{en.admin.backToDashboard}</Button>
        </Link>
      }
    />
  );
}
