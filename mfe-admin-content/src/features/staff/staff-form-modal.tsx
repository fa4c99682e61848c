import { Form, Input, Modal } from 'antd';
import type { StaffMember } from '@diet/contracts/entities';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { FilePicker } from '@diet/admin-ui/file-picker';
import { toFormData } from '@diet/admin-ui/form-data';
import { fileRule, IMAGE_ACCEPT } from '@diet/admin-ui/upload-rules';
import { useRecordForm } from '@diet/admin-ui/use-record-form';
import { en } from '../../i18n/en';
import { useSaveStaffMutation } from './staff-api';

const t = en.staff;
/** SPEC.md section 5's e-mail pattern: something@something. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  open: boolean;
  /** Undefined = add mode; a record = edit mode with it preloaded. */
  member?: StaffMember;
  onClose: () => void;
}

/** Add/Edit Staff Member: the photo is required on add and kept on edit when none is chosen. */
export function StaffFormModal({ open, member, onClose }: Props) {
  const [save, { isLoading }] = useSaveStaffMutation();
  const { form, submit } = useRecordForm<Record<string, unknown>, NonNullable<typeof member>>({
    open,
    record: member,
    fields: (member) => ({ name: member.name, designation: member.designation, subject: member.subject, phone: member.phone ?? '', email: member.email ?? '' }),
    send: (values) => save({ id: member?.id, body: toFormData(values) }).unwrap(),
    texts: { added: TOASTS.staffAdded, updated: TOASTS.staffUpdated, addFailure: TOASTS.staffSaveFailure, updateFailure: TOASTS.staffSaveFailure },
    onClose,
  });

  return (
    <Modal
      open={open}
      title={member ? t.editTitle : t.addTitle}
      okText={en.common.save}
      cancelText={en.common.cancel}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name="staff">
        <Form.Item name="name" label={t.name} rules={[{ required: true, whitespace: true, message: VALIDATION.nameRequired }, { max: MAX_LENGTH.name, message: VALIDATION.tooLong(t.name, MAX_LENGTH.name) }]}>
          <Input />
        </Form.Item>
        <Form.Item name="designation" label={t.designation} rules={[{ required: true, whitespace: true, message: VALIDATION.designationRequired }, { max: MAX_LENGTH.shortText, message: VALIDATION.tooLong(t.designation, MAX_LENGTH.shortText) }]}>
          <Input />
        </Form.Item>
        <Form.Item name="subject" label={t.subject} rules={[{ required: true, whitespace: true, message: VALIDATION.subjectRequired }, { max: MAX_LENGTH.shortText, message: VALIDATION.tooLong(t.subject, MAX_LENGTH.shortText) }]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t.phone} rules={[{ max: MAX_LENGTH.phone, message: VALIDATION.tooLong(t.phone, MAX_LENGTH.phone) }]}>
          <Input type="tel" />
        </Form.Item>
        <Form.Item name="email" label={t.email} rules={[{ pattern: EMAIL_PATTERN, message: VALIDATION.emailInvalid }]}>
          <Input type="email" />
        </Form.Item>
        <Form.Item name="photo" label={t.photo} rules={[fileRule(IMAGE_ACCEPT, member ? null : VALIDATION.photoRequired)]}>
          <FilePicker accept={IMAGE_ACCEPT} help={UPLOAD.imageHelp} label={t.photo} currentUrl={member?.photoThumb ?? member?.photo} currentName={member?.photo ? member.photo.split('/').pop() : null} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
