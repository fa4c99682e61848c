import { useState } from 'react';
import { App, Button, Card, Flex, Form, Typography } from 'antd';
import { TWO_FACTOR_TOASTS } from '@diet/contracts/two-factor';
import { en as shared } from '@diet/admin-ui/i18n/en';
import { CurrentPasswordItem, TwoFactorEnrolment } from '@diet/admin-ui/two-factor-enrolment';
import { errorText, serverFieldErrors } from '@diet/frontend-core/errors';
import { useSubmitThenChange } from '@diet/frontend-core/admin/form-timing';
import { en } from '../../i18n/en';
import { useDisableTwoFactorMutation, useEnableTwoFactorMutation, useSetUpTwoFactorMutation } from './accounts-api';

const t = shared.twoFactor;
const failure = en.myAccount.failure;

/**
 * Two-factor sign-in under 'My account': turning it on (two-factor-enrolment.tsx), and turning it
 * off with the current password. A stolen session alone can do neither (issue 35 finding 5).
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [setUp] = useSetUpTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  // Switching on refreshes the account (now `enabled`): the recovery codes must stay until saved.
  const [showingCodes, setShowingCodes] = useState(false);
  return (
    <Card title={t.title} size="small">
      {enabled && !showingCodes ? (
        <TurnOff />
      ) : (
        <TwoFactorEnrolment
          intro={t.off}
          failure={failure}
          setUp={() => setUp().unwrap()}
          enable={async (values) => {
            const codes = (await enable(values).unwrap()).data.recoveryCodes;
            setShowingCodes(true);
            return codes;
          }}
          onDone={() => setShowingCodes(false)}
        />
      )}
    </Card>
  );
}

function TurnOff() {
  const [form] = Form.useForm<{ currentPassword: string }>();
  const { notification } = App.useApp();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [open, setOpen] = useState(false);
  const timing = useSubmitThenChange(async (values: { currentPassword: string }) => {
    try {
      await disable({ currentPassword: values.currentPassword }).unwrap();
      notification.success({ title: TWO_FACTOR_TOASTS.disabled });
    } catch (error) {
      form.setFields(serverFieldErrors(error, ['currentPassword']) as never);
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
  return (
    <Form form={form} layout="vertical" name="two-factor-disable" noValidate {...timing.formProps}>
      <Typography.Paragraph>{t.turnOffHelp}</Typography.Paragraph>
      <CurrentPasswordItem />
      <Flex gap="small">
        <Button danger type="primary" htmlType="submit" loading={isLoading}>
          {t.confirmOff}
        </Button>
        <Button onClick={() => setOpen(false)}>{t.cancel}</Button>
      </Flex>
    </Form>
  );
}
