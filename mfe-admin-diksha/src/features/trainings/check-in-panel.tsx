import { useEffect, useRef, useState } from 'react';
import { Alert, Button, QRCode, Typography } from 'antd';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import type { TrainingSessionRecord } from '@diet/contracts/content-types/trainings';
import { CHECK_IN_CODE_SECONDS, CHECK_IN_PATH } from '@diet/contracts/training-messages';
import { TOASTS } from '@diet/contracts/toasts';
import { errorText } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import { SessionSelect } from './session-select';
import { useCheckInCodeMutation, type CheckInCode } from './trainings-api';

const t = en.training;

/** A new code is asked for this long before the shown one ends, so a scan never meets an expired one. */
export const RENEW_BEFORE_MS = 15_000;
/** After a failed request, the next try. */
const RETRY_MS = 5_000;

/** The public check-in page's address for a code: what the QR code holds. */
export const checkInAddress = (code: string) =>
  `${window.location.origin}${CHECK_IN_PATH}?code=${encodeURIComponent(code)}`;

const minutesSeconds = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The rotating code of one session, big enough for a projector: a QR code of the check-in page's
 * address, the code as text, the address for those who type it, the time left, and a new code
 * fetched before the old one ends.
 */
function RotatingCode({ trainingId, sessionId }: { trainingId: string; sessionId: string }) {
  const [fetchCode] = useCheckInCodeMutation();
  const [current, setCurrent] = useState<CheckInCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [fullScreen, setFullScreen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  // Fetches a code, then schedules the next one before it ends (or a retry after a failure).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const next = async () => {
      try {
        const code = await fetchCode({ id: trainingId, sessionId }).unwrap();
        if (stopped) return;
        setCurrent(code);
        setFailure(null);
        const lifetime = new Date(code.expiresAt).getTime() - Date.now();
        // A server clock ahead of or behind ours: never wait past the code's own lifetime.
        const wait = Math.min(lifetime, CHECK_IN_CODE_SECONDS * 1000) - RENEW_BEFORE_MS;
        timer = setTimeout(() => void next(), Math.max(wait, RETRY_MS));
      } catch (error) {
        if (stopped) return;
        setFailure(errorText(error, TOASTS.requestFailure));
        timer = setTimeout(() => void next(), RETRY_MS);
      }
    };
    void next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [fetchCode, trainingId, sessionId]);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);

  useEffect(() => {
    const follow = () => setFullScreen(document.fullscreenElement === panel.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void panel.current?.requestFullscreen?.();
  };

  // Never more than a code's lifetime, whatever the two clocks say (no '2:01').
  const left = current ? Math.min(new Date(current.expiresAt).getTime() - now, CHECK_IN_CODE_SECONDS * 1000) : 0;
  const address = current ? checkInAddress(current.code) : '';

  return (
    <div
      ref={panel}
      data-testid="check-in-panel"
      style={{
        background: '#fff',
        padding: 16,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        textAlign: 'center',
        minHeight: fullScreen ? '100vh' : undefined,
      }}
    >
      {failure ? <Alert type="warning" showIcon title={`${t.codeFailure} ${failure}`} /> : null}
      {current && left > 0 ? (
        <>
          {/* The picture's words for a screen reader (and the tests): the address it opens. */}
          <div role="img" aria-label={t.qrLabel(address)} style={{ maxWidth: '100%' }}>
            <QRCode
              value={address}
              type="svg"
              size={fullScreen ? 480 : 280}
              bordered={false}
              style={{ maxWidth: '100%', height: 'auto' }}
            />
          </div>
          <div>
            <Typography.Text type="secondary">{t.codeCaption}</Typography.Text>
            <div
              data-testid="check-in-code"
              style={{ fontSize: fullScreen ? 96 : 56, fontWeight: 700, letterSpacing: '0.15em', lineHeight: 1.1 }}
            >
              {current.code}
            </div>
          </div>
          <Typography.Paragraph style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
            {t.orOpen} <strong>{address.split('?')[0]}</strong>
          </Typography.Paragraph>
          <Typography.Text style={{ fontSize: 18 }} aria-live="off">
            {t.timeLeft(minutesSeconds(left))}
          </Typography.Text>
        </>
      ) : null}
      <Button icon={<FullscreenOutlined />} onClick={toggleFullScreen}>
        {fullScreen ? t.exitFullScreen : t.fullScreen}
      </Button>
    </div>
  );
}

/** Self check-in: pick a session and show its rotating code until told to stop. */
export function CheckInPanel({ trainingId, sessions }: { trainingId: string; sessions: TrainingSessionRecord[] }) {
  const [sessionId, setSessionId] = useState<string | undefined>();
  const [showing, setShowing] = useState(false);
  return (
    <>
      <Typography.Paragraph>{t.checkInIntro}</Typography.Paragraph>
      <SessionSelect
        sessions={sessions}
        value={sessionId}
        onChange={(id) => {
          setSessionId(id);
          setShowing(false);
        }}
      />
      {sessionId ? (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
          <Button type={showing ? 'default' : 'primary'} onClick={() => setShowing(!showing)}>
            {showing ? t.stopCode : t.showCode}
          </Button>
          {showing ? <RotatingCode trainingId={trainingId} sessionId={sessionId} /> : null}
        </div>
      ) : null}
    </>
  );
}
