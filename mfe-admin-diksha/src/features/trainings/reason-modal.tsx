import { useState } from 'react';
import { Input } from 'antd';
import { REASON_MAX, TRAINING_MESSAGES } from '@diet/contracts/content-types/trainings';
import { AskModal } from '@diet/admin-ui/ask-modal';
import { en } from '../../i18n/en';

interface Asked {
  title: string;
  /** Sends the action with the reason; true when the server took it (the dialog closes then). */
  run: (reason: string) => Promise<boolean>;
}

/**
 * Asks why before an action the server audits with a reason (completing an enrolment by hand,
 * revoking a certificate): required, at most REASON_MAX characters, and kept while the server
 * refuses. `ask` opens the dialog for one item; render `modal` once.
 */
export function useReasonModal({ okText, help, busy }: { okText: string; help: string; busy: boolean }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const modal = (
    <AskModal
      open={asked !== null}
      title={asked?.title ?? ''}
      okText={okText}
      busy={busy}
      onClose={() => setAsked(null)}
      onAnswer={(reason) => void asked?.run(reason).then((done) => done && setAsked(null))}
      item={{
        label: en.training.reason,
        extra: help,
        rules: [{ required: true, whitespace: true, message: TRAINING_MESSAGES.reasonRequired }],
        input: <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />,
      }}
    />
  );
  return { ask: (title: string, run: Asked['run']) => setAsked({ title, run }), modal };
}
