import { App, Avatar, Button, Card, Space, Typography } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { staff as definition, type StaffRecord } from '@diet/contracts/content-types/staff';
import { formatLongDate } from '@diet/contracts/dates';
import { TOASTS } from '@diet/contracts/toasts';
import { errorText } from '@diet/frontend-core/errors';
import { useCan } from '@diet/frontend-core/use-can';
import { editDeleteActions } from '@diet/admin-ui/card-actions';
import { ContentCards, type CardActions } from '@diet/admin-ui/content-cards';
import { contentEndpoints } from '../../api/admin-content-api';
import { en } from '../../i18n/en';
import { useReorderStaffMutation } from './staff-api';

const t = en.staff;

/**
 * Staff Management: cards in public display order, paged on the server; the form, its rules and
 * the delete come from the staff definition. The arrows swap a member with the one before or
 * after in the whole list: on this page, or across the page boundary (that neighbour is fetched).
 * The order is what visitors see: only a role that may publish gets the arrows. Current and former
 * staff (a date of leaving passed) are the definition's views, chosen as on the other screens.
 */
export function StaffPage() {
  const { notification } = App.useApp();
  const [reorder, { isLoading: reordering }] = useReorderStaffMutation();
  const [memberAt] = contentEndpoints.useLazyContentListQuery();
  const mayOrder = useCan('contentPublish');

  const move = async (member: StaffRecord, actions: CardActions, by: -1 | 1) => {
    try {
      const other =
        actions.beside(by) ??
        (
          await memberAt({
            path: definition.path,
            query: { page: actions.position + by + 1, pageSize: 1, filters: actions.filters },
          }).unwrap()
        ).items[0];
      if (!other) return;
      await reorder(by < 0 ? [member.id, other.id] : [other.id, member.id]).unwrap();
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
    }
  };

  return (
    <ContentCards<StaffRecord>
      definition={definition}
      endpoints={contentEndpoints}
      texts={{ loading: t.loading, empty: t.empty, loadError: TOASTS.staffFetchFailure }}
      intro={mayOrder ? <Typography.Paragraph type="secondary">{t.orderNote}</Typography.Paragraph> : undefined}
      column={{ xs: 24, sm: 12, lg: 8, xl: 6 }}
      card={(member, actions) => (
        <Card
          data-testid="staff-card"
          actions={[
            // Former staff are not on the public page, so their order matters to no visitor.
            ...(mayOrder && actions.filters?.[definition.views!.param] !== 'true'
              ? [
                  <Button
                    key="up"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t.moveUp(member.name)}
                    disabled={actions.position === 0 || reordering}
                    onClick={() => void move(member, actions, -1)}
                  />,
                  <Button
                    key="down"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t.moveDown(member.name)}
                    disabled={actions.position >= actions.total - 1 || reordering}
                    onClick={() => void move(member, actions, 1)}
                  />,
                ]
              : []),
            ...editDeleteActions({ name: member.name }, actions),
          ]}
        >
          <Space align="start">
            <Avatar
              size={64}
              src={member.photoThumb ?? member.photo ?? undefined}
              icon={<UserOutlined />}
              alt={t.photoAlt(member.name)}
            />
            <div>
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                {member.name}
              </Typography.Title>
              <Typography.Text>{member.designation}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{member.subject}</Typography.Text>
              {member.qualification ? (
                <>
                  <br />
                  <Typography.Text type="secondary">{member.qualification}</Typography.Text>
                </>
              ) : null}
              {member.leavingDate ? (
                <>
                  <br />
                  <Typography.Text>
                    {t.leavingDate(definition.fields.leavingDate.label, formatLongDate(member.leavingDate))}
                  </Typography.Text>
                </>
              ) : null}
              {member.phone ? (
                <>
                  <br />
                  <Typography.Text>{member.phone}</Typography.Text>
                </>
              ) : null}
              {member.email ? (
                <>
                  <br />
                  <Typography.Link href={`mailto:${member.email}`}>{member.email}</Typography.Link>
                </>
              ) : null}
            </div>
          </Space>
        </Card>
      )}
    />
  );
}
