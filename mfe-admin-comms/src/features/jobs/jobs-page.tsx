import { useState } from 'react';
import { App, Button, Card, Flex, Result, Tag, Typography } from 'antd';
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { JOB_TEXTS as t, type JobInfo, type JobName } from '@diet/contracts/jobs';
import { formatInstituteTime } from '@diet/admin-ui/institute-time';
import { QueryState } from '@diet/admin-ui/page-state';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorStatus, errorText } from '@diet/frontend-core/errors';
import { useGetJobsQuery, useRunJobMutation } from './jobs-api';

/** When a job last ran, how it went, what it did and who ran it; and whether it has been checked since, finding nothing. */
function LastRun({ job }: { job: JobInfo }) {
  const run = job.lastRun;
  if (!run) return <Typography.Text type="secondary">{t.neverRun}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      <Flex wrap gap={6} align="center">
        <Tag color={run.outcome === 'success' ? 'green' : 'red'}>
          {run.outcome === 'success' ? t.succeeded : t.failed}
        </Tag>
        <Typography.Text>
          {t.lastRun(formatInstituteTime(run.at))}, {run.manual && run.by ? t.byPerson(run.by) : t.byTimer}
        </Typography.Text>
      </Flex>
      <Typography.Text type={run.outcome === 'failure' ? 'danger' : undefined} style={{ wordBreak: 'break-word' }}>
        {run.summary}
      </Typography.Text>
      {job.checkedAt && Date.parse(job.checkedAt) > Date.parse(run.at) ? (
        <Typography.Text type="secondary">{t.checkedSince(formatInstituteTime(job.checkedAt))}</Typography.Text>
      ) : null}
    </Flex>
  );
}

/**
 * /admin/jobs (administrators): what the server does by itself, each job with how often it runs
 * and its last run on any replica; 'Run now' does one at once and shows what it did.
 */
export function JobsPage() {
  usePageTitle(t.title);
  const { message, notification } = App.useApp();
  const query = useGetJobsQuery();
  const [runJob] = useRunJobMutation();
  const [running, setRunning] = useState<JobName | null>(null);

  if (errorStatus(query.error) === 403) {
    return <Result status="403" title={t.title} subTitle={ACCOUNT_MESSAGES.forbidden} />;
  }

  async function runNow(job: JobInfo) {
    setRunning(job.name);
    try {
      const run = await runJob(job.name).unwrap();
      if (run.outcome === 'success') void message.success(t.ran(job.title, run.summary));
      else notification.error({ title: t.ran(job.title, t.failed), description: run.summary });
    } catch (failure) {
      notification.error({ title: errorText(failure, t.runFailed) });
    } finally {
      setRunning(null);
    }
  }

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
        {t.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <QueryState query={query} loadingText={t.loading} errorFallback={t.loadError}>
        <Flex vertical gap={12}>
          {query.data?.map((job) => (
            <Card key={job.name} size="small" data-testid="job-card">
              <Flex wrap justify="space-between" gap={8} align="start">
                <div style={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                    {job.title}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
                    {job.description} {job.schedule}.
                  </Typography.Paragraph>
                  <div aria-live="polite">
                    <LastRun job={job} />
                  </div>
                </div>
                <Button
                  onClick={() => void runNow(job)}
                  loading={running === job.name}
                  disabled={running !== null && running !== job.name}
                  aria-label={t.runNowFor(job.title)}
                >
                  {t.runNow}
                </Button>
              </Flex>
            </Card>
          ))}
        </Flex>
      </QueryState>
    </>
  );
}
