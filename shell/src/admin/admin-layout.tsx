import { useMemo, useState, type MouseEvent } from 'react';
import { Badge, Button, Drawer, Layout, Menu, Typography, type MenuProps } from 'antd';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_MOBILE_BREAKPOINT_PX } from '@diet/contracts/limits';
import type { AdminNavItem } from '@diet/contracts/api';
import { can } from '@diet/contracts/permissions';
import { selectRole, selectUser } from '@diet/frontend-core/auth-slice';
import { useAppSelector } from '../app/hooks';
import { en } from '../i18n/en';
import { AdminArea } from './admin-area';
import { AdminIcon } from './admin-icons';
import { adminHref } from './admin-route-table';
import { useAdminNav } from './use-admin-nav';
import { useLogout } from './use-logout';
import { useMediaQuery } from './use-media-query';
import { useListTotal, useSessionRefresh } from './session-refresh';
import styles from './admin-layout.module.css';

const t = en.admin;

/** The menu entry of the current page: the longest href the path starts with. */
export function selectedHref(pathname: string, hrefs: string[]): string | undefined {
  return hrefs
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}

interface NavEntry {
  href: string;
  label: string;
  count?: AdminNavItem['count'];
}

/** A menu entry, with its count when it has one ('Review queue, 3 waiting' to a screen reader). */
function NavLink({ entry, onClick }: { entry: NavEntry; onClick: () => void }) {
  const count = useListTotal(entry.count?.url);
  const named = entry.count && count !== undefined ? `${entry.label}, ${count} ${entry.count.label}` : undefined;
  return (
    <Link to={entry.href} onClick={onClick} aria-label={named}>
      {entry.label}
      {count ? (
        <Badge count={count} size="small" style={{ marginInlineStart: 8, boxShadow: 'none' }} aria-hidden />
      ) : null}
    </Link>
  );
}

/**
 * The back office frame: a side menu (a drawer below 1224 px, opened by a menu button), the
 * header with the signed-in user and logout, and the admin remote of the current path. The menu
 * holds what the signed-in role may use.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  const nav = useAdminNav();
  const logout = useLogout();
  useSessionRefresh();
  const narrow = useMediaQueryBelow(ADMIN_MOBILE_BREAKPOINT_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const entries = useMemo(() => {
    // Only the entries the signed-in role may open: no menu entry that leads to a refusal.
    const fromRemotes = nav.items
      .filter((item) => can(role, item.permission))
      .map((item) => ({ href: adminHref(item.path), label: item.label, icon: item.icon, count: item.count }));
    // The dashboard belongs to the content remote's menu; the shell keeps the entry when that
    // menu is missing, so the way home (and its fallback panel) stays reachable.
    const hasDashboard = fromRemotes.some((entry) => entry.href === '/admin');
    return hasDashboard ? fromRemotes : [{ href: '/admin', label: t.dashboard, icon: 'dashboard' }, ...fromRemotes];
  }, [nav.items, role]);

  const items: MenuProps['items'] = entries.map((entry) => ({
    key: entry.href,
    icon: <AdminIcon name={entry.icon} />,
    label: <NavLink entry={entry} onClick={() => setDrawerOpen(false)} />,
  }));
  const selected = selectedHref(
    pathname,
    entries.map((entry) => entry.href),
  );

  const menu = (
    <nav aria-label={t.navigation}>
      <Menu mode="inline" theme="dark" items={items} selectedKeys={selected ? [selected] : []} />
    </nav>
  );

  return (
    <Layout className={styles.root}>
      {/* First on the page: past the two dozen menu entries to the screen itself (issue 39 item 7). */}
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToMain}>
        {t.skipToContent}
      </a>
      {!narrow && (
        <Layout.Sider width={240} className={styles.sider}>
          <div className={styles.brand}>{t.panelTitle}</div>
          {menu}
        </Layout.Sider>
      )}
      {narrow && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t.panelTitle}
          size={260}
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          {menu}
        </Drawer>
      )}
      <Layout>
        <Layout.Header className={styles.header}>
          {narrow && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t.openNavigation}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <Typography.Text strong className={styles.headerTitle}>
            {t.panelTitle}
          </Typography.Text>
          <span className={styles.headerRight}>
            <Link to="/" className={styles.viewSite}>
              {t.viewWebsite}
            </Link>
            {user && <Typography.Text type="secondary">{t.signedInAs(user.name || user.email)}</Typography.Text>}
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              {t.logout}
            </Button>
          </span>
        </Layout.Header>
        <Layout.Content id={MAIN_ID} tabIndex={-1} className={styles.content}>
          <AdminArea nav={nav} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

const MAIN_ID = 'admin-main';

/** Moves the focus to the screen without a router navigation (the address keeps no #fragment). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

function useMediaQueryBelow(px: number): boolean {
  return useMediaQuery(`(max-width: ${px - 0.02}px)`);
}
