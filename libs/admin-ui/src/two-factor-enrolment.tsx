/**
 * Switching two-factor sign-in on: the QR code and the key as text, then one code from the app and
 * the current password, then the recovery codes shown once. Used by My account and by the shell's
 * set-up that the security policy requires at sign-in (each brings its own API calls).
 */
import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, QRCode, Space, Typography } from 'antd';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_TOASTS, type TwoFactorSetup } from '@diet/contracts/two-factor';
import { useSubmitThenChange } from '@diet/frontend-core/admin/form-timing';
import { errorText, serverFieldErrors } from '@diet/frontend-core/errors';
import { en } from './i18n/en';

const t = en.twoFactor;

export interface EnableValues {
  code: string;
  currentPassword: string;
}

export interface TwoFactorEnrolmentProps {
  /** POST /api/admin/auth/2fa/setup. */
  setUp: () => Promise<TwoFactorSetup>;
  /** POST /api/admin/auth/2fa/enable: the recovery codes. */
  enable: (values: EnableValues) => Promise<string[]>;
  /** After the recovery codes were acknowledged. */
  onDone?: () => void;
  /** The text before the button; My account says whether it is off. */
  intro: string;
  /** Text of a failure without the server's own. */
  failure: string;
}

export function TwoFactorEnrolment({ setUp, enable, onDone, intro, failure }: TwoFactorEnrolmentProps) {
  const { notification } = App.useApp();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function start() {
    setStarting(true);
    try {
      setSetup(await setUp());
    } catch (error) {
      notification.error({ title: errorText(error, failure) });
    } finally {
      setStarting(false);
    }
  }

  if (recoveryCodes)
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          onDone?.();
        }}
      />
    );
  if (setup)
    return (
      <Confirm
        setup={setup}
        enable={enable}
        failure={failure}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  return (
    <>
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      <Button type="primary" onClick={() => void start()} loading={starting}>
        {t.turnOn}
      </Button>
    </>
  );
}

/** The current password switching on or off needs: the field, its rules and its label, once. */
export function CurrentPasswordItem() {
  return (
    <Form.Item
      name="currentPassword"
      label={t.password}
      rules={[
        { required: true, message: VALIDATION.currentPasswordRequired },
        { max: MAX_LENGTH.password, message: VALIDATION.tooLong(t.password, MAX_LENGTH.password) },
      ]}
    >
      <Input.Password autoComplete="current-password" style={{ maxWidth: 320 }} />
    </Form.Item>
  );
}

interface ConfirmProps {
  setup: TwoFactorSetup;
  enable: (values: EnableValues) => Promise<string[]>;
  failure: string;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}

function Confirm({ setup, enable, failure, onEnabled, onCancel }: ConfirmProps) {
  const [form] = Form.useForm<EnableValues>();
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const timing = useSubmitThenChange(async (values: EnableValues) => {
    setBusy(true);
    try {
      const codes = await enable({ code: values.code.trim(), currentPassword: values.currentPassword });
      notification.success({ title: TWO_FACTOR_TOASTS.enabled });
      onEnabled(codes);
    } catch (error) {
      form.setFields(serverFieldErrors(error, ['code', 'currentPassword']) as never);
      notification.error({ title: errorText(error, failure) });
    } finally {
      setBusy(false);
    }
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>{t.scan}</Typography.Text>
      <QRCode value={setup.uri} size={196} aria-label={t.qrLabel} bordered />
      <Typography.Text>{t.secretLabel}</Typography.Text>
      <Typography.Text code copyable>
        {setup.secret}
      </Typography.Text>
      <Form form={form} layout="vertical" name="two-factor-enable" noValidate {...timing.formProps}>
        <Form.Item
          name="code"
          label={t.enterCode}
          rules={[
            { required: true, whitespace: true, message: TWO_FACTOR_MESSAGES.codeRequired },
            { pattern: /^\s*\d{6}\s*$/, message: TWO_FACTOR_MESSAGES.codeInvalid },
          ]}
        >
          <Input
            aria-label={t.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            style={{ maxWidth: 160 }}
          />
        </Form.Item>
        <CurrentPasswordItem />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={busy}>
            {t.confirm}
          </Button>
          <Button onClick={onCancel}>{t.cancel}</Button>
        </Flex>
      </Form>
    </Space>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { message } = App.useApp();
  async function copy() {
    await navigator.clipboard.writeText(codes.join('\n'));
    void message.success(t.copied);
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="warning" showIcon title={t.recoveryTitle} description={t.recoveryHelp} />
      <ul
        aria-label={t.recoveryTitle}
        style={{ columns: 2, fontFamily: 'monospace', fontSize: 16, listStyle: 'none', padding: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Flex gap="small" wrap>
        <Button onClick={() => void copy()}>{t.copy}</Button>
        <Button type="primary" onClick={onDone}>
          {t.done}
        </Button>
      </Flex>
    </Space>
  );
}
