import { useEffect, useState, type ReactNode } from 'react';
import { App, Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { LOGIN_PATH } from '@diet/frontend-core/navigation';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { newPasswordRules, repeatPasswordRules } from '@diet/frontend-core/admin/password-rules';
import { errorStatus, errorText, serverFieldErrors } from '@diet/frontend-core/errors';
import { en } from '../i18n/en';
import { useCheckLinkMutation, useForgotPasswordMutation, useSetPasswordByLinkMutation } from './auth-api';
import styles from './login-page.module.css';
import { useSubmitThenChange } from '@diet/frontend-core/admin/form-timing';

const t = en.accountLinks;

/** The sign-in page's frame: a card on the institute's colours, with the way back to sign in (or `footer`). */
export function LinkPageFrame({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
        {children}
        {footer ?? (
          <p className={styles.back}>
            <Link to={LOGIN_PATH}>{t.toLogin}</Link>
          </p>
        )}
      </Card>
    </div>
  );
}

/** /admin/forgot-password: the same answer for any address, so it tells nobody who has an account. */
export function ForgotPasswordPage() {
  const { notification } = App.useApp();
  const [send, { isLoading }] = useForgotPasswordMutation();
  const [sentText, setSentText] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    try {
      const res = await send({ email: email.trim() }).unwrap();
      // Shown on the page rather than as a passing toast: the person reads it before going to their mail.
      setSentText(res.message ?? null);
    } catch (error) {
      notification.error({ title: errorText(error, t.failure) });
    }
  }

  // Messages on submit first, then as fields change (SPEC.md section 5).
  const timing = useSubmitThenChange(submit);

  return (
    <LinkPageFrame title={t.forgotTitle} subtitle={t.forgotSubtitle}>
      {sentText && <Alert type="success" showIcon title={sentText} style={{ marginBottom: 16 }} />}
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        noValidate
        {...timing.formProps}
        disabled={isLoading}
      >
        <Form.Item
          label={en.login.email}
          name="email"
          rules={[
            { required: true, message: VALIDATION.emailRequired },
            { pattern: EMAIL_PATTERN, message: VALIDATION.emailInvalid },
          ]}
        >
          <Input type="email" autoComplete="username" placeholder={en.login.emailPlaceholder} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t.forgotSubmit}
        </Button>
      </Form>
    </LinkPageFrame>
  );
}

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The page a mailed link opens: choose a password, then sign in. A refused link says why and offers a new one. */
function SetPasswordPage({
  purpose,
  title,
  subtitle,
  submitLabel,
}: {
  purpose: 'accept-invite' | 'reset-password';
  title: string;
  subtitle: string;
  submitLabel: string;
}) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewPasswordValues>();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [setPassword, { isLoading }] = useSetPasswordByLinkMutation();
  const [refusal, setRefusal] = useState<string | null>(token ? null : t.missingToken);
  // Asked as the page opens: a used or expired link says so before anyone types a password.
  const [checkLink] = useCheckLinkMutation();
  const [dead, setDead] = useState(false);
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkLink({ purpose: purpose === 'accept-invite' ? 'invite' : 'reset', token })
      .unwrap()
      .catch((error: unknown) => {
        if (!current || errorStatus(error) !== 400) return;
        setRefusal(errorText(error, t.failure));
        setDead(true);
      });
    return () => {
      current = false;
    };
  }, [checkLink, purpose, token]);

  async function submit(values: NewPasswordValues) {
    try {
      const res = await setPassword({ purpose, token, password: values.password }).unwrap();
      if (res.message) notification.success({ title: res.message });
      void navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['password']);
      if (fieldErrors.length > 0) form.setFields(fieldErrors as never);
      else setRefusal(errorText(error, t.failure));
      notification.error({ title: errorText(error, t.failure) });
    }
  }

  // Messages on submit first, then as fields change (SPEC.md section 5).
  const timing = useSubmitThenChange(submit);

  return (
    <LinkPageFrame title={title} subtitle={subtitle}>
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={refusal}
          action={<Link to="/admin/forgot-password">{t.askAgain}</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<NewPasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        {...timing.formProps}
        disabled={isLoading || !token || dead}
      >
        <Form.Item
          label={t.newPassword}
          name="password"
          extra={t.passwordHelp(PASSWORD_MIN_LENGTH)}
          rules={newPasswordRules}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t.confirmPassword}
          name="confirmPassword"
          dependencies={['password']}
          rules={repeatPasswordRules('password', t.passwordsDiffer)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {submitLabel}
        </Button>
      </Form>
    </LinkPageFrame>
  );
}

/** /admin/accept-invite?token=...: the invited person chooses a password. */
export function AcceptInvitePage() {
  return (
    <SetPasswordPage
      purpose="accept-invite"
      title={t.inviteTitle}
      subtitle={t.inviteSubtitle}
      submitLabel={t.inviteSubmit}
    />
  );
}

/** /admin/reset-password?token=...: a new password after 'Forgot password?'. */
export function ResetPasswordPage() {
  return (
    <SetPasswordPage
      purpose="reset-password"
      title={t.resetTitle}
      subtitle={t.resetSubtitle}
      submitLabel={t.resetSubmit}
    />
  );
}
