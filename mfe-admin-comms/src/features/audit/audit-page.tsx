import { useState } from 'react';
import { App, Button, DatePicker, Flex, Result, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useSelector } from '@diet/frontend-core/redux-shared';
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import type { AuditEntry } from '@diet/contracts/audit';
import { formatInstituteTime } from '@diet/admin-ui/institute-time';
import { QueryState } from '@diet/admin-ui/page-state';
import { useServerPaging } from '@diet/admin-ui/server-paging';
import { selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorStatus } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import { downloadWithToken } from '@diet/frontend-core/download-with-token';
import { useGetAccountsQuery } from '../accounts/accounts-api';
import { auditParams, useGetAuditActionsQuery, useGetAuditQuery, type AuditFilters } from './audit-api';

const t = en.audit;

/**
 * /admin/audit (administrators): who signed in, failed to, changed an account or the content, from
 * which address and when; filtered by person, action and dates, exported as CSV with the same filters.
 */
export function AuditPage() {
  usePageTitle(en.pages.audit.title);
  const { notification } = App.useApp();
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const [filters, setFilters] = useState<AuditFilters>({});
  const [exporting, setExporting] = useState(false);
  const paging = useServerPaging();
  const query = useGetAuditQuery({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const accounts = useGetAccountsQuery();
  const actions = useGetAuditActionsQuery();

  if (errorStatus(query.error) === 403) {
    return <Result status="403" title={en.pages.audit.title} subTitle={ACCOUNT_MESSAGES.forbidden} />;
  }

  function filterBy(next: AuditFilters) {
    setFilters((current) => ({ ...current, ...next }));
    paging.restart();
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadWithToken(
        `/admin/audit/export?${new URLSearchParams(auditParams(filters)).toString()}`,
        t.exportFile,
        token,
      );
    } catch {
      notification.error({ title: t.exportFailure });
    } finally {
      setExporting(false);
    }
  }

  const columns: TableColumnsType<AuditEntry> = [
    { title: t.columns.time, dataIndex: 'time', render: (time: string) => formatInstituteTime(time), width: 170 },
    { title: t.columns.action, dataIndex: 'action' },
    { title: t.columns.description, dataIndex: 'description' },
    {
      title: t.columns.person,
      key: 'person',
      render: (_: unknown, e) => (
        <>
          <div>{e.userName}</div>
          {e.email && e.email !== e.userName && <Typography.Text type="secondary">{e.email}</Typography.Text>}
        </>
      ),
    },
    { title: t.columns.address, dataIndex: 'address', render: (address: string | null) => address ?? '' },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {en.pages.audit.title}
        </Typography.Title>
        <Button onClick={() => void exportCsv()} loading={exporting}>
          {t.export}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t.help}</Typography.Paragraph>
      <Flex wrap gap="middle" style={{ marginBottom: 16 }} role="search">
        <Select
          aria-label={t.person}
          style={{ minWidth: 220 }}
          value={filters.user ?? ''}
          onChange={(user: string) => filterBy({ user })}
          options={[
            { value: '', label: t.allPeople },
            ...(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.email})` })),
          ]}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Select
          aria-label={t.action}
          style={{ minWidth: 200 }}
          value={filters.action ?? ''}
          onChange={(action: string) => filterBy({ action })}
          options={[{ value: '', label: t.allActions }, ...(actions.data ?? []).map((a) => ({ value: a, label: a }))]}
        />
        <DatePicker.RangePicker
          aria-label={t.dates}
          placeholder={[t.from, t.to]}
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          onChange={(_, [from, to]) => filterBy({ from, to })}
        />
      </Flex>
      <QueryState query={query} loadingText={t.loading} errorFallback={t.loadError}>
        <Table<AuditEntry>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={query.data?.items ?? []}
          loading={query.isFetching}
          locale={{ emptyText: t.empty }}
          pagination={{ ...paging.pager(query.data?.meta.total ?? 0), showTotal: t.total }}
          scroll={{ x: 'max-content' }}
        />
      </QueryState>
    </>
  );
}
