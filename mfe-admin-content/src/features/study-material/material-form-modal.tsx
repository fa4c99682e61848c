import { Form, Input, Modal, Select } from 'antd';
import { COURSES, MATERIAL_SUBJECTS, MATERIAL_TYPES } from '@diet/contracts/enums';
import type { StudyMaterial } from '@diet/contracts/entities';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { FilePicker } from '@diet/admin-ui/file-picker';
import { toFormData } from '@diet/admin-ui/form-data';
import { fileRule, MATERIAL_ACCEPT } from '@diet/admin-ui/upload-rules';
import { useRecordForm } from '@diet/admin-ui/use-record-form';
import { en } from '../../i18n/en';
import { useSaveMaterialMutation } from './study-material-api';

const t = en.materials;
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface Props {
  open: boolean;
  material?: StudyMaterial;
  onClose: () => void;
}

/** Upload Study Material / Edit Study Material: the file is kept on edit when none is chosen. */
export function MaterialFormModal({ open, material, onClose }: Props) {
  const [save, { isLoading }] = useSaveMaterialMutation();
  const { form, submit } = useRecordForm<Record<string, unknown>, NonNullable<typeof material>>({
    open,
    record: material,
    fields: (material) => ({ title: material.title, subject: material.subject, course: material.course, type: material.type, uploadDate: material.uploadDate.slice(0, 10) }),
    send: (values) => save({ id: material?.id, body: toFormData({ ...values, fileName: (values.file as File | undefined)?.name }) }).unwrap(),
    texts: { added: entityToast.uploaded(ENTITY_LABELS.material), updated: entityToast.updated(ENTITY_LABELS.material), addFailure: TOASTS.materialUploadFailure },
    onClose,
  });

  return (
    <Modal open={open} title={material ? t.editTitle : t.addTitle} okText={en.common.save} cancelText={en.common.cancel} confirmLoading={isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} name="material">
        <Form.Item name="title" label={t.title} rules={[{ required: true, whitespace: true, message: VALIDATION.titleRequired }, { max: MAX_LENGTH.title, message: VALIDATION.tooLong(t.title, MAX_LENGTH.title) }]}>
          <Input />
        </Form.Item>
        <Form.Item name="subject" label={t.subject} rules={[{ required: true, message: VALIDATION.subjectRequired }]}>
          <Select options={options(MATERIAL_SUBJECTS)} />
        </Form.Item>
        <Form.Item name="course" label={t.course} rules={[{ required: true, message: VALIDATION.courseRequired }]}>
          <Select options={options(COURSES)} />
        </Form.Item>
        <Form.Item name="type" label={t.type} rules={[{ required: true, message: VALIDATION.materialTypeRequired }]}>
          <Select options={options(MATERIAL_TYPES)} />
        </Form.Item>
        <Form.Item name="uploadDate" label={t.uploadDate} rules={[{ required: true, message: VALIDATION.uploadDateRequired }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="file" label={t.file} rules={[fileRule(MATERIAL_ACCEPT, material ? null : VALIDATION.fileRequired)]}>
          <FilePicker accept={MATERIAL_ACCEPT} help={UPLOAD.materialHelp} label={t.file} currentUrl={material?.file} currentName={material?.fileName} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
