import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ACCESS } from '@diet/contracts/access-messages';
import { EMAIL_PATTERN } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { loggedIn, selectIsLoggedIn, selectSessionEnded } from '@diet/frontend-core/auth-slice';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorStatus, errorText } from '@diet/frontend-core/errors';
import { useSubmitThenChange } from '@diet/frontend-core/admin/form-timing';
import { hasKeptWork } from '@diet/frontend-core/admin/typed-work';
import { safeNextPath } from '@diet/frontend-core/navigation';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { en } from '../i18n/en';
import { useLoginMutation } from './auth-api';
import styles from './login-page.module.css';
import { SignInCodeStep } from './sign-in-code-step';

const t = en.login;

interface Credentials {
  email: string;
  password: string;
}

/**
 * /admin/login (SPEC.md sections 2, 5 and 8). Rules run on submit first, then on every change.
 * A signed-in user never sees the form: they go on to `next` (or /admin).
 */
export function LoginPage() {
  usePageTitle(t.documentTitle);
  const { notification } = App.useApp();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  // Set when the password was right and the account asks for its second factor.
  const [awaitingCode, setAwaitingCode] = useState<Credentials | null>(null);
  // A session that ended with a form open: say so, and that the typed text is waiting.
  const [typedWorkKept] = useState(hasKeptWork);
  // Ended by the server (idle past the limit, signed out elsewhere) rather than by the button.
  const sessionEnded = useAppSelector(selectSessionEnded);

  const signIn = async (values: Credentials & { code?: string }) => {
    try {
      const result = await login({ email: values.email.trim(), password: values.password, code: values.code });
      if (result.error) {
        // The server answered with an error: show its text. No answer at all: the generic text.
        const answered = errorStatus(result.error) !== undefined || 'originalStatus' in result.error;
        notification.error({
          title: answered ? errorText(result.error, TOASTS.loginHttpError) : TOASTS.loginOther,
        });
        return;
      }
      if (result.data?.codeRequired) {
        setAwaitingCode(values);
        return;
      }
      const { token, user } = result.data ?? {};
      if (!token || !user) {
        notification.error({ title: TOASTS.loginInvalidResponse });
        return;
      }
      notification.success({ title: TOASTS.loginSuccess });
      // The security policy may want two-factor sign-in first: the shell then shows only its set-up.
      dispatch(loggedIn({ token, user, twoFactorSetupRequired: result.data?.twoFactorSetupRequired === true }));
    } catch {
      notification.error({ title: TOASTS.loginOther });
    }
  };

  // Validate on submit first; after that, on every change (SPEC.md section 5).
  const timing = useSubmitThenChange(signIn);

  if (isLoggedIn) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;

  if (awaitingCode) {
    return (
      <SignInCodeStep
        busy={isLoading}
        onSubmit={(code) => signIn({ ...awaitingCode, code })}
        onCancel={() => setAwaitingCode(null)}
      />
    );
  }

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <Typography.Title level={1} className={styles.title}>
          {t.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t.subtitle}</Typography.Paragraph>
        {typedWorkKept || sessionEnded ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={ACCESS.sessionExpired}
            description={typedWorkKept ? t.typedWorkKept : undefined}
          />
        ) : null}
        <Form<Credentials>
          layout="vertical"
          requiredMark={false}
          // Our rules and texts, not the browser's own bubble for type="email".
          noValidate
          {...timing.formProps}
          disabled={isLoading}
        >
          <Form.Item
            label={t.email}
            name="email"
            rules={[
              { required: true, message: VALIDATION.emailRequired },
              { pattern: EMAIL_PATTERN, message: VALIDATION.emailInvalid },
            ]}
          >
            <Input type="email" autoComplete="username" placeholder={t.emailPlaceholder} />
          </Form.Item>
          <Form.Item
            label={t.password}
            name="password"
            rules={[{ required: true, message: VALIDATION.passwordRequired }]}
            extra={<Link to="/admin/forgot-password">{t.forgotPassword}</Link>}
          >
            <Input.Password autoComplete="current-password" placeholder={t.passwordPlaceholder} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" disabled={isLoading}>
            {isLoading ? t.submitting : t.submit}
          </Button>
        </Form>
        <p className={styles.back}>
          <Link to="/">{t.backToWebsite}</Link>
        </p>
      </Card>
    </div>
  );
}
