/**
 * 'Trash': what the office deleted, newest first, from every content type: find it by type or
 * name, put it back, or (administrators) delete it for good with its files. Both ask first.
 */
import { useState } from 'react';
import { Alert, App, Button, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { GOVERNANCE_TEXTS, type TrashItem } from '@diet/contracts/content-governance';
import { TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { Allowed } from '@diet/frontend-core/use-can';
import { errorText } from '@diet/frontend-core/errors';
import { formatInstituteTime } from '@diet/admin-ui/institute-time';
import { useServerPaging } from '@diet/admin-ui/server-paging';
import { en } from '../../i18n/en';
import { trashApi } from './trash-api';

const TYPE_OPTIONS = [
  { value: '', label: GOVERNANCE_TEXTS.allTypes },
  ...CONTENT_TYPES.map((d) => ({ value: d.name, label: d.label.many })),
];

export function TrashPage() {
  usePageTitle(GOVERNANCE_TEXTS.trashTitle);
  const { notification } = App.useApp();
  const paging = useServerPaging();
  const [type, setType] = useState('');
  const [q, setQ] = useState('');
  // Deletes happen on every remote's screens: the list is read afresh each time the page opens.
  const { data, isFetching, error } = trashApi.useTrashListQuery(
    { page: paging.page, pageSize: paging.pageSize, type, q },
    { refetchOnMountOrArgChange: true },
  );
  const [restore] = trashApi.useTrashRestoreMutation();
  const [purge] = trashApi.useTrashPurgeMutation();

  /** Runs a restore or purge and shows the server's toast, or its refusal (403, 409 with the field's message). */
  const act = async (run: () => Promise<ApiMessage>) => {
    try {
      notification.success({ title: (await run()).message });
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {GOVERNANCE_TEXTS.trashTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{GOVERNANCE_TEXTS.trashIntro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={en.trash.typeFilter}
          style={{ minWidth: 220 }}
          options={TYPE_OPTIONS}
          value={type}
          onChange={(value: string) => {
            setType(value);
            paging.restart();
          }}
        />
        <Input.Search
          aria-label={en.trash.search}
          placeholder={en.trash.search}
          allowClear
          onSearch={(value) => {
            setQ(value);
            paging.restart();
          }}
          style={{ width: 280 }}
        />
      </Space>
      {error ? (
        <Alert type="error" showIcon title={errorText(error, TOASTS.requestFailure)} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<TrashItem>
        rowKey={(item) => `${item.type}:${item.id}`}
        loading={isFetching}
        dataSource={data?.items ?? []}
        pagination={paging.pager(data?.total ?? 0)}
        locale={{ emptyText: GOVERNANCE_TEXTS.trashEmpty }}
        columns={[
          { title: en.trash.item, dataIndex: 'label' },
          { title: en.trash.type, dataIndex: 'typeLabel' },
          { title: en.trash.deletedAt, dataIndex: 'deletedAt', render: (at: string) => formatInstituteTime(at) },
          { title: en.trash.deletedBy, dataIndex: 'deletedBy' },
          {
            title: en.trash.actions,
            key: 'actions',
            render: (_: unknown, item) => (
              <Space>
                <Popconfirm
                  title={GOVERNANCE_TEXTS.confirmRestore}
                  okText={en.trash.restore}
                  cancelText={en.common.cancel}
                  onConfirm={() => act(() => restore(item).unwrap())}
                >
                  <Button aria-label={`${en.trash.restore} ${item.label}`}>{en.trash.restore}</Button>
                </Popconfirm>
                {/* Editors restore; only administrators purge. */}
                <Allowed to="trashPurge">
                  <Popconfirm
                    title={GOVERNANCE_TEXTS.confirmPurge}
                    okText={en.trash.purge}
                    okButtonProps={{ danger: true }}
                    cancelText={en.common.cancel}
                    onConfirm={() => act(() => purge(item).unwrap())}
                  >
                    <Button danger aria-label={`${en.trash.purge} ${item.label}`}>
                      {en.trash.purge}
                    </Button>
                  </Popconfirm>
                </Allowed>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

type ApiMessage = { message?: string };
