import { useState } from 'react';
import { App, Avatar, Button, Card, Col, Row, Space, Typography } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { StaffMember } from '@diet/contracts/entities';
import { CONFIRM_DELETE, TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import { useConfirmedDelete } from '@diet/admin-ui/confirm-delete';
import { PageHeader } from '@diet/admin-ui/page-header';
import { QueryState } from '@diet/admin-ui/page-state';
import { en } from '../../i18n/en';
import { useDeleteStaffMutation, useGetAdminStaffQuery, useReorderStaffMutation } from './staff-api';
import { StaffFormModal } from './staff-form-modal';

const t = en.staff;

/** Staff Management: cards in public display order, add/edit modal, delete after confirmation. */
export function StaffPage() {
  usePageTitle(en.pages.staff.title);
  const { notification } = App.useApp();
  const query = useGetAdminStaffQuery();
  const [deleteStaff] = useDeleteStaffMutation();
  const [reorder, { isLoading: reordering }] = useReorderStaffMutation();
  const [editing, setEditing] = useState<{ open: boolean; member?: StaffMember }>({ open: false });
  const staff = query.data ?? [];
  const remove = useConfirmedDelete<StaffMember>(CONFIRM_DELETE.staff, (member) => deleteStaff(member.id).unwrap(), {
    success: TOASTS.staffDeleted,
    failure: TOASTS.staffDeleteFailure,
  });

  const move = async (index: number, by: -1 | 1) => {
    const ids = staff.map((member) => member.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    try {
      await reorder(ids).unwrap();
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
    }
  };

  return (
    <>
      <PageHeader title={en.pages.staff.title} addLabel={t.add} onAdd={() => setEditing({ open: true })} />
      <QueryState query={query} loadingText={t.loading} errorFallback={TOASTS.staffFetchFailure} emptyText={t.empty} isEmpty={staff.length === 0}>
          <Typography.Paragraph type="secondary">{t.orderNote}</Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {staff.map((member, index) => (
              <Col key={member.id} xs={24} sm={12} lg={8} xl={6}>
                <Card
                  data-testid="staff-card"
                  actions={[
                    <Button key="up" type="text" icon={<ArrowUpOutlined />} aria-label={t.moveUp(member.name)} disabled={index === 0 || reordering} onClick={() => void move(index, -1)} />,
                    <Button key="down" type="text" icon={<ArrowDownOutlined />} aria-label={t.moveDown(member.name)} disabled={index === staff.length - 1 || reordering} onClick={() => void move(index, 1)} />,
                    <Button key="edit" type="text" icon={<EditOutlined />} aria-label={`${en.common.edit} ${member.name}`} title={en.common.edit} onClick={() => setEditing({ open: true, member })} />,
                    <Button key="delete" type="text" danger icon={<DeleteOutlined />} aria-label={`${en.common.delete} ${member.name}`} title={en.common.delete} onClick={() => remove(member)} />,
                  ]}
                >
                  <Space align="start">
                    <Avatar size={64} src={member.photoThumb ?? member.photo ?? undefined} icon={<UserOutlined />} alt={t.photoAlt(member.name)} />
                    <div>
                      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{member.name}</Typography.Title>
                      <Typography.Text>{member.designation}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">{member.subject}</Typography.Text>
                      {member.phone ? <><br /><Typography.Text>{member.phone}</Typography.Text></> : null}
                      {member.email ? <><br /><Typography.Link href={`mailto:${member.email}`}>{member.email}</Typography.Link></> : null}
                    </div>
                  </Space>
                </Card>
              </Col>
            ))}
          </Row>
      </QueryState>
      <StaffFormModal open={editing.open} member={editing.member} onClose={() => setEditing({ open: false })} />
    </>
  );
}
