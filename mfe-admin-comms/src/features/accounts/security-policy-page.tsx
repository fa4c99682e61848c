import { useEffect } from 'react';
import { App, Button, Card, Checkbox, Form, InputNumber, Typography } from 'antd';
import { ROLES, ROLE_LABELS, type Role } from '@diet/contracts/accounts';
import {
  IDLE_MINUTES_MAX,
  IDLE_MINUTES_MIN,
  SECURITY_POLICY_MESSAGES,
  SECURITY_POLICY_TOASTS,
  type SecurityPolicy,
} from '@diet/contracts/security-policy';
import { QueryState } from '@diet/admin-ui/page-state';
import { useSubmitThenChange } from '@diet/frontend-core/admin/form-timing';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText, serverFieldErrors } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import { useGetSecurityPolicyQuery, useSaveSecurityPolicyMutation } from './accounts-api';

const t = en.securityPolicy;
const roleOptions = ROLES.map((role: Role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * /admin/security-policy (administrators, ARCHITECTURE.md 12.4): which roles must use two-factor
 * sign-in, and the idle limit of a session.
 */
export function SecurityPolicyPage() {
  usePageTitle(en.pages.securityPolicy.title);
  const query = useGetSecurityPolicyQuery();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {en.pages.securityPolicy.title}
      </Typography.Title>
      <QueryState query={query} loadingText={t.loading} errorFallback={t.loadError}>
        {query.data && <PolicyForm policy={query.data} />}
      </QueryState>
    </>
  );
}

function PolicyForm({ policy }: { policy: SecurityPolicy }) {
  const [form] = Form.useForm<SecurityPolicy>();
  const { notification } = App.useApp();
  const [save, { isLoading }] = useSaveSecurityPolicyMutation();
  useEffect(() => form.setFieldsValue(policy), [form, policy]);

  const timing = useSubmitThenChange(async (values: SecurityPolicy) => {
    try {
      await save({ requireTwoFactor: values.requireTwoFactor ?? [], idleMinutes: values.idleMinutes }).unwrap();
      notification.success({ title: SECURITY_POLICY_TOASTS.saved });
    } catch (error) {
      form.setFields(serverFieldErrors(error, ['requireTwoFactor', 'idleMinutes']) as never);
      notification.error({ title: errorText(error, t.failure) });
    }
  });

  return (
    <Card size="small" style={{ maxWidth: 560 }}>
      <Form
        form={form}
        layout="vertical"
        name="security-policy"
        noValidate
        initialValues={policy}
        {...timing.formProps}
      >
        <Form.Item name="requireTwoFactor" label={t.twoFactorLabel} extra={t.twoFactorHelp}>
          <Checkbox.Group options={roleOptions} />
        </Form.Item>
        <Form.Item
          name="idleMinutes"
          label={t.idleLabel}
          extra={t.idleHelp}
          rules={[
            { required: true, message: SECURITY_POLICY_MESSAGES.idleMinutesRange },
            {
              type: 'integer',
              min: IDLE_MINUTES_MIN,
              max: IDLE_MINUTES_MAX,
              message: SECURITY_POLICY_MESSAGES.idleMinutesRange,
            },
          ]}
        >
          <InputNumber min={IDLE_MINUTES_MIN} max={IDLE_MINUTES_MAX} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t.save}
        </Button>
      </Form>
    </Card>
  );
}
