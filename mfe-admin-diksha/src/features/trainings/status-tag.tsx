import { Tag } from 'antd';
import type { EnrolmentStatus } from '@diet/contracts/content-types/trainings';
import { en } from '../../i18n/en';

/** An enrolment's status as a coloured word: green when it holds a place, orange while it waits. */
export function StatusTag({ status }: { status: EnrolmentStatus }) {
  const color = { confirmed: 'green', completed: 'blue', waitlisted: 'orange', cancelled: 'red' }[status as string];
  return <Tag color={color ?? 'default'}>{en.training.statuses[status]}</Tag>;
}
