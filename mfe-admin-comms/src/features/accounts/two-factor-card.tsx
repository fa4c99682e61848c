import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, QRCode, Space, Typography } from 'antd';
import { SIGN_IN_CODE_MAX, TWO_FACTOR_MESSAGES, TWO_FACTOR_TOASTS, type TwoFactorSetup } from '@diet/contracts/two-factor';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { errorText, serverFieldErrors } from '@diet/frontend-core/errors';
import { useSubmitThenChange } from '@diet/frontend-core/admin/form-timing';
import { en } from '../../i18n/en';
import { useDisableTwoFactorMutation, useEnableTwoFactorMutation, useSetUpTwoFactorMutation } from './accounts-api';

const t = en.myAccount.twoFactor;
const failure = en.myAccount.failure;

/**
 * Two-factor sign-in under 'My account': turning it on (QR code and the key as text, then one code
 * from the app), the recovery codes shown once, and turning it off with a code or the password.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { notification } = App.useApp();
  const [setUp, setUpState] = useSetUpTwoFactorMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function start() {
    try {
      setSetup(await setUp().unwrap());
    } catch (error) {
      notification.error({ title: errorText(error, failure) });
    }
  }

  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (enabled) body = <TurnOff />;
  else if (setup)
    body = (
      <Confirm
        setup={setup}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  else
    body = (
      <>
        <Typography.Paragraph>{t.off}</Typography.Paragraph>
        <Button type="primary" onClick={() => void start()} loading={setUpState.isLoading}>
          {t.turnOn}
        </Button>
      </>
    );
  return (
    <Card title={t.title} size="small">
      {body}
    </Card>
  );
}

function Confirm({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const [form] = Form.useForm<{ code: string }>();
  const { notification } = App.useApp();
  const [enable, { isLoading }] = useEnableTwoFactorMutation();
  const timing = useSubmitThenChange(async (values: { code: string }) => {
    try {
      const answer = await enable({ code: values.code.trim() }).unwrap();
      notification.success({ title: TWO_FACTOR_TOASTS.enabled });
      onEnabled(answer.data.recoveryCodes);
    } catch (error) {
      form.setFields(serverFieldErrors(error, ['code']) as never);
      notification.error({ title: errorText(error, failure) });
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
          <Input aria-label={t.code} autoComplete="one-time-code" inputMode="numeric" maxLength={6} style={{ maxWidth: 160 }} />
        </Form.Item>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={isLoading}>
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
      <ul aria-label={t.recoveryTitle} style={{ columns: 2, fontFamily: 'monospace', fontSize: 16, listStyle: 'none', padding: 0 }}>
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

function TurnOff() {
  const [form] = Form.useForm<{ code?: string; password?: string }>();
  const { notification } = App.useApp();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [open, setOpen] = useState(false);
  const timing = useSubmitThenChange(async (values: { code?: string; password?: string }) => {
    try {
      await disable({ code: values.code?.trim() || undefined, password: values.password || undefined }).unwrap();
      notification.success({ title: TWO_FACTOR_TOASTS.disabled });
    } catch (error) {
      form.setFields(serverFieldErrors(error, ['code', 'password']) as never);
      notification.error({ title: errorText(error, failure) });
    }
  });
  if (!open) {
    return (
      <>
        <Typography.Paragraph>{t.on}</Typography.Paragraph>
        <Button danger onClick={() => setOpen(true)}>
          {t.turnOff}
        </Button>
      </>
    );
  }
  // One of the two is needed: the rule sits on the code and looks at both.
  const eitherRule = {
    validator: (_: unknown, code?: string) =>
      code?.trim() || form.getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(TWO_FACTOR_MESSAGES.codeOrPasswordRequired)),
  };
  return (
    <Form form={form} layout="vertical" name="two-factor-disable" noValidate {...timing.formProps}>
      <Typography.Paragraph>{t.turnOffHelp}</Typography.Paragraph>
      <Form.Item name="code" label={t.codeOrRecovery} rules={[eitherRule]} dependencies={['password']}>
        <Input autoComplete="one-time-code" maxLength={SIGN_IN_CODE_MAX} style={{ maxWidth: 220 }} />
      </Form.Item>
      <Form.Item name="password" label={t.password} rules={[{ max: MAX_LENGTH.password }]}>
        <Input.Password autoComplete="current-password" style={{ maxWidth: 320 }} />
      </Form.Item>
      <Flex gap="small">
        <Button danger type="primary" htmlType="submit" loading={isLoading}>
          {t.confirmOff}
        </Button>
        <Button onClick={() => setOpen(false)}>{t.cancel}</Button>
      </Flex>
    </Form>
  );
}
