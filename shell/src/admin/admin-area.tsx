import { Button, Result, Spin } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { en } from '../i18n/en';
import { remoteForAdminPath } from './admin-route-table';

/** The admin remote that owns the current path, inside its error boundary and Suspense. */
export function AdminArea() {
  const { pathname } = useLocation();
  const remote = remoteForAdminPath(pathname);
  if (!remote) {
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
  return (
    <RemoteArea
      key={remote}
      remote={remote}
      loading={
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin size="large" />
        </div>
      }
    />
  );
}
