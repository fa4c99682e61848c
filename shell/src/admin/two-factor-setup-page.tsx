import { Button, Card, Typography } from 'antd';
import { en as shared } from '@diet/admin-ui/i18n/en';
import { TwoFactorEnrolment } from '@diet/admin-ui/two-factor-enrolment';
import { twoFactorSetUp } from '@diet/frontend-core/auth-slice';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useAppDispatch } from '../app/hooks';
import { useEnableTwoFactorMutation, useSetUpTwoFactorMutation } from './auth-api';
import styles from './login-page.module.css';
import { useLogout } from './use-logout';

const t = shared.twoFactor;

/**
 * What an account sees while the security policy wants two-factor sign-in for its role and it is
 * not on (ARCHITECTURE.md 12.4): its set-up, or signing out. The API refuses everything else until
 * then; once the recovery codes are saved, the back office opens.
 */
export function TwoFactorSetupPage() {
  usePageTitle(t.title);
  const dispatch = useAppDispatch();
  const [setUp] = useSetUpTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  const signOut = useLogout();
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <Typography.Title level={1} className={styles.title}>
          {t.title}
        </Typography.Title>
        <TwoFactorEnrolment
          intro={t.required}
          failure={t.failure}
          setUp={() => setUp().unwrap()}
          enable={(values) => enable(values).unwrap()}
          onDone={() => dispatch(twoFactorSetUp())}
        />
        <p className={styles.back}>
          <Button type="link" onClick={() => void signOut()}>
            {t.signOut}
          </Button>
        </p>
      </Card>
    </div>
  );
}
