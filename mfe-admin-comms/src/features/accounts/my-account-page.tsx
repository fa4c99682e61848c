import { useEffect } from 'react';
import { App, Button, Card, Descriptions, Form, Input, Space, Typography } from 'antd';
import { useDispatch, useSelector } from '@diet/frontend-core/redux-shared';
import { ACCOUNT_TOASTS, ROLE_LABELS } from '@diet/contracts/accounts';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { QueryState } from '@diet/admin-ui/page-state';
import { loggedIn, selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { newPasswordRules, repeatPasswordRules } from '@diet/frontend-core/admin/password-rules';
import { errorText, serverFieldErrors } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import { useChangeOwnPasswordMutation, useGetOwnAccountQuery, useRenameOwnAccountMutation } from './accounts-api';
import { useSubmitThenChange } from '@diet/frontend-core/admin/form-timing';
import { TwoFactorCard } from './two-factor-card';

const t = en.myAccount;

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** /admin/my-account: every person's own name and password. */
export function MyAccountPage() {
  usePageTitle(en.pages.myAccount.title);
  const query = useGetOwnAccountQuery();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {en.pages.myAccount.title}
      </Typography.Title>
      <QueryState query={query} loadingText={t.loading} errorFallback={t.loadError}>
        {query.data && (
          <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 560 }}>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t.email}>{query.data.email}</Descriptions.Item>
              <Descriptions.Item label={t.role}>{ROLE_LABELS[query.data.role]}</Descriptions.Item>
            </Descriptions>
            <NameForm name={query.data.name} />
            <PasswordForm />
            <TwoFactorCard enabled={query.data.twoFactor} />
          </Space>
        )}
      </QueryState>
    </>
  );
}

function NameForm({ name }: { name: string }) {
  const [form] = Form.useForm<{ name: string }>();
  const { notification } = App.useApp();
  const dispatch = useDispatch();
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const [rename, { isLoading }] = useRenameOwnAccountMutation();
  useEffect(() => form.setFieldsValue({ name }), [form, name]);

  async function submit(values: { name: string }) {
    try {
      const saved = await rename({ name: values.name.trim() }).unwrap();
      notification.success({ title: ACCOUNT_TOASTS.accountUpdated });
      // The header greets the person by the name kept with the session.
      if (token)
        dispatch(
          loggedIn({
            token,
            user: { id: saved.data.id, email: saved.data.email, name: saved.data.name, role: saved.data.role },
          }),
        );
    } catch (error) {
      form.setFields(serverFieldErrors(error, ['name']) as never);
      notification.error({ title: errorText(error, t.failure) });
    }
  }

  // Messages on submit first, then as fields change (SPEC.md section 5).
  const timing = useSubmitThenChange(submit);

  return (
    <Card title={t.profile} size="small">
      <Form form={form} layout="vertical" name="own-name" noValidate {...timing.formProps}>
        <Form.Item
          name="name"
          label={t.name}
          rules={[
            { required: true, whitespace: true, message: VALIDATION.nameRequired },
            { max: MAX_LENGTH.name, message: VALIDATION.tooLong(t.name, MAX_LENGTH.name) },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t.saveName}
        </Button>
      </Form>
    </Card>
  );
}

function PasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const { notification } = App.useApp();
  const [change, { isLoading }] = useChangeOwnPasswordMutation();

  async function submit(values: PasswordValues) {
    try {
      await change({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      notification.success({ title: TOASTS.passwordChanged });
      form.resetFields();
    } catch (error) {
      form.setFields(serverFieldErrors(error, ['currentPassword', 'newPassword']) as never);
      notification.error({ title: errorText(error, t.failure) });
    }
  }

  // Messages on submit first, then as fields change (SPEC.md section 5).
  const timing = useSubmitThenChange(submit);

  return (
    <Card title={t.password} size="small">
      <Form form={form} layout="vertical" name="own-password" noValidate {...timing.formProps}>
        <Form.Item
          name="currentPassword"
          label={t.currentPassword}
          rules={[{ required: true, message: VALIDATION.currentPasswordRequired }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t.newPassword} rules={newPasswordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t.confirmPassword}
          dependencies={['newPassword']}
          rules={repeatPasswordRules('newPassword', t.passwordsDiffer)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t.savePassword}
        </Button>
      </Form>
    </Card>
  );
}
