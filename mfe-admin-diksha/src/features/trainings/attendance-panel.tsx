import { useState } from 'react';
import { Alert, App, Button, Checkbox, List, Typography } from 'antd';
import { TRAINING_MESSAGES, type TrainingSessionRecord } from '@diet/contracts/content-types/trainings';
import { TOASTS } from '@diet/contracts/toasts';
import { QueryState, allQueries } from '@diet/admin-ui/page-state';
import { errorText } from '@diet/frontend-core/errors';
import { TYPED_TEXT } from '@diet/frontend-core/typed-text';
import { en } from '../../i18n/en';
import { SessionSelect } from './session-select';
import { StatusTag } from './status-tag';
import { useAttendableQuery, useAttendanceQuery, useSaveAttendanceMutation, type Enrolment } from './trainings-api';

const t = en.training;

/** The checklist of one session: the ticks start as the server has them and are saved together. */
function Checklist({ trainingId, sessionId }: { trainingId: string; sessionId: string }) {
  const { notification } = App.useApp();
  const enrolments = useAttendableQuery(trainingId);
  const attendance = useAttendanceQuery({ id: trainingId, sessionId });
  const [save, { isLoading: saving }] = useSaveAttendanceMutation();
  // Ticks changed here and not saved yet; the server's list until the first change.
  const [ticked, setTicked] = useState<Set<string> | null>(null);
  const [completed, setCompleted] = useState<Enrolment[] | null>(null);
  const everyone = enrolments.data ?? [];
  const present = ticked ?? new Set(attendance.data ?? []);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(present);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
  };

  const submit = async () => {
    try {
      const answer = await save({ id: trainingId, sessionId, present: [...present] }).unwrap();
      notification.success({ title: answer.message ?? TRAINING_MESSAGES.attendanceSaved });
      const done = new Set(answer.data.completed);
      setCompleted(everyone.filter((e) => done.has(e.id)));
      setTicked(null);
    } catch (failure) {
      // The ticks stay as they are, to be saved again.
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
    }
  };

  return (
    <QueryState
      query={allQueries(enrolments, attendance)}
      loadingText={t.checklistLoading}
      errorFallback={TOASTS.requestFailure}
    >
      {everyone.length === 0 ? (
        <Alert type="info" showIcon title={t.noneToMark} />
      ) : (
        <section aria-labelledby="checklist-title">
          <Typography.Title level={2} id="checklist-title" style={{ fontSize: 20 }}>
            {t.checklistTitle}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t.checklistHelp}</Typography.Paragraph>
          <List
            bordered
            dataSource={everyone}
            renderItem={(e) => (
              <List.Item>
                <Checkbox checked={present.has(e.id)} onChange={(event) => toggle(e.id, event.target.checked)}>
                  <span style={TYPED_TEXT}>
                    {e.name} ({e.employeeId})
                  </span>
                </Checkbox>
                <StatusTag status={e.status} />
              </List.Item>
            )}
          />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginTop: 16 }}>
            <Button type="primary" loading={saving} onClick={() => void submit()}>
              {t.saveAttendance}
            </Button>
            <Typography.Text aria-live="polite">{t.presentCount(present.size, everyone.length)}</Typography.Text>
          </div>
          {completed ? (
            <Alert
              role="status"
              style={{ marginTop: 16 }}
              type={completed.length > 0 ? 'success' : 'info'}
              showIcon
              title={completed.length > 0 ? t.completedBySave : t.completedNone}
              description={
                completed.length > 0 ? (
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {completed.map((e) => (
                      <li key={e.id} style={TYPED_TEXT}>
                        {e.name} ({e.employeeId})
                      </li>
                    ))}
                  </ul>
                ) : undefined
              }
            />
          ) : null}
        </section>
      )}
    </QueryState>
  );
}

/** Attendance per session: pick one, tick who was present, save. */
export function AttendancePanel({ trainingId, sessions }: { trainingId: string; sessions: TrainingSessionRecord[] }) {
  const [sessionId, setSessionId] = useState<string | undefined>();
  return (
    <>
      <SessionSelect sessions={sessions} value={sessionId} onChange={setSessionId} />
      {/* A fresh checklist per session: no ticks carried from one to another. */}
      {sessionId ? <Checklist key={sessionId} trainingId={trainingId} sessionId={sessionId} /> : null}
    </>
  );
}
