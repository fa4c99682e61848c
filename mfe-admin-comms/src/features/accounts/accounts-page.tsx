import { useState } from 'react';
import { App, Button, Result, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useSelector } from '@diet/frontend-core/redux-shared';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_TOASTS,
  type AccountStatus,
  type AdminAccount,
  type Role,
} from '@diet/contracts/accounts';
import { TWO_FACTOR_TOASTS } from '@diet/contracts/two-factor';
import { PageHeader } from '@diet/admin-ui/page-header';
import { QueryState } from '@diet/admin-ui/page-state';
import { selectUser, type AuthState } from '@diet/frontend-core/auth-slice';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorStatus, errorText } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import {
  useGetAccountsQuery,
  useResendInvitationMutation,
  useResetTwoFactorMutation,
  useUnlockAccountMutation,
  useUpdateAccountMutation,
} from './accounts-api';
import { InviteModal, roleOptions } from './invite-modal';

const t = en.accounts;
const STATUS_COLORS: Record<AccountStatus, string> = { active: 'green', invited: 'blue', disabled: 'default' };

/**
 * /admin/accounts (administrators): everyone with a role and status, the invitation dialog, role
 * changes, disabling or re-enabling after a confirmation, and lifting the lock that failed sign-ins
 * put on an account. Others see the permission text.
 */
export function AccountsPage() {
  usePageTitle(en.pages.accounts.title);
  const { modal, notification } = App.useApp();
  const me = useSelector((state: { auth: AuthState }) => selectUser(state));
  const query = useGetAccountsQuery();
  const [update] = useUpdateAccountMutation();
  const [resetTwoFactor] = useResetTwoFactorMutation();
  const [unlockAccount] = useUnlockAccountMutation();
  const [resendInvitation, resending] = useResendInvitationMutation();
  const [inviting, setInviting] = useState(false);

  if (errorStatus(query.error) === 403) {
    return (
      <Result
        status="403"
        title={en.pages.accounts.title}
        subTitle={ACCOUNT_MESSAGES.forbidden}
        extra={
          <Link to="/admin/my-account">
            <Button type="primary">{t.toMyAccount}</Button>
          </Link>
        }
      />
    );
  }

  async function change(account: AdminAccount, body: { role?: Role; disabled?: boolean }, success: string) {
    try {
      await update({ id: account.id, body }).unwrap();
      notification.success({ title: success });
    } catch (error) {
      notification.error({ title: errorText(error, t.failure) });
    }
  }

  function confirmStatus(account: AdminAccount) {
    const disabling = !account.disabled;
    void modal.confirm({
      title: disabling ? t.disableTitle(account.name) : t.enableTitle(account.name),
      content: disabling ? t.disableBody : t.enableBody,
      okText: disabling ? t.disable : t.enable,
      okButtonProps: { danger: disabling },
      cancelText: t.cancel,
      onOk: () =>
        change(
          account,
          { disabled: disabling },
          disabling ? ACCOUNT_TOASTS.accountDisabled : ACCOUNT_TOASTS.accountEnabled,
        ),
    });
  }

  /** A lost or expired invitation: a new link by mail, the earlier ones stop working. */
  async function resend(account: AdminAccount) {
    try {
      const response = await resendInvitation({ id: account.id }).unwrap();
      notification.success({ title: response.message ?? ACCOUNT_TOASTS.invitationResent });
    } catch (error) {
      notification.error({ title: errorText(error, t.failure) });
    }
  }

  function confirmTwoFactorReset(account: AdminAccount) {
    void modal.confirm({
      title: t.resetTwoFactorTitle(account.name),
      content: t.resetTwoFactorBody,
      okText: t.reset,
      okButtonProps: { danger: true },
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await resetTwoFactor({ id: account.id }).unwrap();
          notification.success({ title: TWO_FACTOR_TOASTS.reset });
        } catch (error) {
          notification.error({ title: errorText(error, t.failure) });
        }
      },
    });
  }

  async function unlock(account: AdminAccount) {
    try {
      await unlockAccount({ id: account.id }).unwrap();
      notification.success({ title: ACCOUNT_TOASTS.accountUnlocked });
    } catch (error) {
      notification.error({ title: errorText(error, t.failure) });
    }
  }

  const columns: TableColumnsType<AdminAccount> = [
    {
      title: t.columns.name,
      dataIndex: 'name',
      // The address under the name keeps the table narrow enough for a phone.
      render: (name: string, a) => (
        <>
          <div>{a.id === me?.id ? `${name} ${t.you}` : name}</div>
          <Typography.Text type="secondary">{a.email}</Typography.Text>
        </>
      ),
    },
    {
      title: t.columns.role,
      dataIndex: 'role',
      render: (role: Role, a) => (
        <Select
          aria-label={t.roleLabel(a.name)}
          value={role}
          options={roleOptions}
          style={{ minWidth: 150 }}
          onChange={(next: Role) => void change(a, { role: next }, ACCOUNT_TOASTS.accountUpdated)}
        />
      ),
    },
    {
      title: t.columns.status,
      dataIndex: 'status',
      render: (status: AccountStatus, a) => (
        <>
          <Tag color={STATUS_COLORS[status]}>{t.status[status]}</Tag>
          {a.twoFactor && <Tag color="purple">{t.twoFactorOn}</Tag>}
          {a.locked && <Tag color="red">{t.locked}</Tag>}
        </>
      ),
    },
    {
      title: t.columns.actions,
      key: 'actions',
      render: (_: unknown, a) => (
        <Space wrap>
          {a.status === 'invited' && (
            <Button
              aria-label={t.resendInvitationLabel(a.name)}
              loading={resending.isLoading && resending.originalArgs?.id === a.id}
              onClick={() => void resend(a)}
            >
              {t.resendInvitation}
            </Button>
          )}
          <Button
            danger={!a.disabled}
            aria-label={a.disabled ? t.enableLabel(a.name) : t.disableLabel(a.name)}
            onClick={() => confirmStatus(a)}
          >
            {a.disabled ? t.enable : t.disable}
          </Button>
          {a.locked && (
            <Button aria-label={t.unlockLabel(a.name)} onClick={() => void unlock(a)}>
              {t.unlock}
            </Button>
          )}
          {a.twoFactor && (
            <Button aria-label={t.resetTwoFactorLabel(a.name)} onClick={() => confirmTwoFactorReset(a)}>
              {t.resetTwoFactor}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={en.pages.accounts.title} addLabel={t.invite} onAdd={() => setInviting(true)} />
      <QueryState query={query} loadingText={t.loading} errorFallback={t.loadError}>
        <Table<AdminAccount>
          rowKey="id"
          columns={columns}
          dataSource={query.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </QueryState>
      <InviteModal open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
