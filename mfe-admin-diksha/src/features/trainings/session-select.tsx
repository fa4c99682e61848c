import { Alert, Form, Select } from 'antd';
import type { TrainingSessionRecord } from '@diet/contracts/content-types/trainings';
import { formatInstituteTime } from '@diet/admin-ui/institute-time';
import { en } from '../../i18n/en';

const t = en.training;

/** The session a panel works on, by its start at the institute and its hours; says so when there is none. */
export function SessionSelect({
  sessions,
  value,
  onChange,
}: {
  sessions: TrainingSessionRecord[];
  value: string | undefined;
  onChange: (sessionId: string) => void;
}) {
  if (sessions.length === 0) return <Alert type="info" showIcon title={t.noSessions} />;
  return (
    <Form layout="vertical">
      <Form.Item label={t.session} htmlFor="training-session" style={{ maxWidth: 420 }}>
        <Select
          id="training-session"
          placeholder={t.chooseSession}
          value={value}
          onChange={onChange}
          options={sessions.map((s) => ({
            value: s.id,
            label: t.sessionOption(formatInstituteTime(s.startsAt), s.hours),
          }))}
        />
      </Form.Item>
    </Form>
  );
}
