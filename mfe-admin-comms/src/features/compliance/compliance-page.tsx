import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, App, Button, Empty, Flex, Result, Tabs, Tag, Typography } from 'antd';
import { useSelector } from '@diet/frontend-core/redux-shared';
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import {
  COMPLIANCE_LIST_NAMES,
  COMPLIANCE_LISTS,
  COMPLIANCE_TEXTS as t,
  complianceProblemCount,
  NOT_CHECKED,
  type ComplianceData,
  type ComplianceEntry,
  type ComplianceList,
} from '@diet/contracts/compliance';
import { formatInstituteTime } from '@diet/admin-ui/institute-time';
import { QueryState } from '@diet/admin-ui/page-state';
import { selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { downloadWithToken } from '@diet/frontend-core/download-with-token';
import { errorStatus } from '@diet/frontend-core/errors';
import { useGetComplianceQuery, useRunComplianceMutation } from './compliance-api';

const notChecked = (list: ComplianceList, e: ComplianceEntry) =>
  list === 'brokenLinks' && e.detail.endsWith(NOT_CHECKED);

/** A list's problems (links to other sites that were not followed are not problems). */
const problems = (data: ComplianceData, list: ComplianceList) => data[list].filter((e) => !notChecked(list, e));

/** Where a row is fixed: a back-office screen in this app, a public page in a new tab. */
function FixLink({ entry }: { entry: ComplianceEntry }) {
  const label = `${t.open}: ${entry.title}`;
  return entry.href.startsWith('/admin/') ? (
    <Link to={entry.href} aria-label={label}>
      {entry.title}
    </Link>
  ) : (
    <a href={entry.href} target="_blank" rel="noreferrer" aria-label={label}>
      {entry.title}
    </a>
  );
}

/** One list's rows (a plain list: each row wraps on a phone instead of scrolling sideways). */
function ProblemList({ entries, list }: { entries: ComplianceEntry[]; list: ComplianceList }) {
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nothingToFix} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => (
        <li
          key={`${entry.type}|${entry.id}|${entry.detail}`}
          className="compliance-row"
          style={{ padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
        >
          <Flex wrap gap={6} align="center">
            <Tag>{entry.typeName ?? entry.type}</Tag>
            <FixLink entry={entry} />
          </Flex>
          <Typography.Text
            type={notChecked(list, entry) ? 'secondary' : undefined}
            style={{ display: 'block', marginTop: 4, wordBreak: 'break-word' }}
          >
            {entry.detail}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/compliance (editors and administrators): the last compliance report in five tabs with their
 * counts, each problem linked to where it is fixed; 'Run now' checks again, the CSV holds them all.
 */
export function CompliancePage() {
  usePageTitle(t.title);
  const { message, notification } = App.useApp();
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const query = useGetComplianceQuery();
  const [run, running] = useRunComplianceMutation();
  const [exporting, setExporting] = useState(false);

  if (errorStatus(query.error) === 403) {
    return <Result status="403" title={t.title} subTitle={ACCOUNT_MESSAGES.forbidden} />;
  }

  async function runNow() {
    try {
      const report = await run().unwrap();
      const count = complianceProblemCount(report);
      void message.success(`${t.ran}: ${count === 0 ? t.allClear : `${count} to fix`}`);
    } catch {
      notification.error({ title: 'The check did not finish. Please try again.' });
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadWithToken('/admin/compliance/export', 'compliance-report.csv', token);
    } catch {
      notification.error({ title: 'The export did not work. Please try again.' });
    } finally {
      setExporting(false);
    }
  }

  const data = query.data;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
        {t.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => void runNow()} loading={running.isLoading}>
          {running.isLoading ? t.running : t.runNow}
        </Button>
        <Button onClick={() => void exportCsv()} loading={exporting} disabled={!data?.checkedAt}>
          {t.exportCsv}
        </Button>
      </Flex>
      <QueryState
        query={query}
        loadingText="Loading the compliance report..."
        errorFallback="The report could not be loaded."
      >
        {data && (
          <>
            <Typography.Paragraph strong aria-live="polite">
              {data.checkedAt ? t.lastRun(formatInstituteTime(data.checkedAt)) : t.neverRun}
            </Typography.Paragraph>
            {data.checkedAt && complianceProblemCount(data) === 0 && (
              <Alert type="success" showIcon title={t.allClear} style={{ marginBottom: 12 }} />
            )}
            <Tabs
              items={COMPLIANCE_LISTS.map((list) => ({
                key: list,
                label: `${COMPLIANCE_LIST_NAMES[list]} (${problems(data, list).length})`,
                children: (
                  <>
                    {list === 'brokenLinks' && data[list].some((e) => notChecked(list, e)) && (
                      <Typography.Paragraph type="secondary">{t.externalNote}</Typography.Paragraph>
                    )}
                    <ProblemList list={list} entries={data[list]} />
                  </>
                ),
              }))}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
