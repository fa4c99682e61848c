import { Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { SIGN_IN_CODE_MAX, TWO_FACTOR_MESSAGES } from '@diet/contracts/two-factor';
import { useSubmitThenChange } from '@diet/frontend-core/admin/form-timing';
import { LOGIN_PATH } from '@diet/frontend-core/navigation';
import { en } from '../i18n/en';
import { LinkPageFrame } from './account-link-pages';
import styles from './login-page.module.css';

const t = en.login;

/**
 * The second step of the sign-in for an account with two-factor sign-in: the app's 6-digit code,
 * or a recovery code. The password stays in the page's memory only until this step is done.
 */
export function SignInCodeStep({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const timing = useSubmitThenChange((values: { code: string }) => onSubmit(values.code.trim()));
  const footer = (
    <>
      <p className={styles.back}>
        <Link to={LOGIN_PATH} onClick={onCancel}>
          {t.otherAccount}
        </Link>
      </p>
      <p className={styles.back}>
        <Link to="/">{t.backToWebsite}</Link>
      </p>
    </>
  );
  return (
    <LinkPageFrame title={t.codeTitle} subtitle={t.codeHelp} footer={footer}>
      <Form<{ code: string }> layout="vertical" requiredMark={false} noValidate {...timing.formProps} disabled={busy}>
        <Form.Item
          label={t.code}
          name="code"
          rules={[{ required: true, whitespace: true, message: TWO_FACTOR_MESSAGES.codeRequired }]}
        >
          <Input autoFocus autoComplete="one-time-code" maxLength={SIGN_IN_CODE_MAX} placeholder={t.codePlaceholder} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" disabled={busy}>
          {busy ? t.verifying : t.verify}
        </Button>
      </Form>
    </LinkPageFrame>
  );
}
