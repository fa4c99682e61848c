import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { RESEARCH_STATUSES } from '@diet/contracts/enums';
import type { ResearchPaper } from '@diet/contracts/entities';
import { currentYear, MAX_LENGTH, RESEARCH_MIN_YEAR } from '@diet/contracts/limits';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { FilePicker } from '@diet/admin-ui/file-picker';
import { toFormData } from '@diet/admin-ui/form-data';
import { DOCUMENT_ACCEPT, fileRule } from '@diet/admin-ui/upload-rules';
import { useRecordForm } from '@diet/admin-ui/use-record-form';
import { en } from '../../i18n/en';
import { useSaveResearchMutation } from './research-api';

const t = en.research;

interface Props {
  open: boolean;
  paper?: ResearchPaper;
  onClose: () => void;
}

/** Add/Edit Research Paper: year 2000 to the current year; the file is kept on edit when none is chosen. */
export function ResearchFormModal({ open, paper, onClose }: Props) {
  const [save, { isLoading }] = useSaveResearchMutation();
  const { form, submit } = useRecordForm<Record<string, unknown>, NonNullable<typeof paper>>({
    open,
    record: paper,
    fields: (paper) => ({ title: paper.title, author: paper.author, year: paper.year, description: paper.description, status: paper.status }),
    send: (values) => save({ id: paper?.id, body: toFormData({ ...values, fileName: (values.file as File | undefined)?.name }) }).unwrap(),
    texts: { added: entityToast.added(ENTITY_LABELS.research), updated: entityToast.updated(ENTITY_LABELS.research) },
    onClose,
  });

  return (
    <Modal open={open} title={paper ? t.editTitle : t.addTitle} okText={en.common.save} cancelText={en.common.cancel} confirmLoading={isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} name="research">
        <Form.Item name="title" label={t.title} rules={[{ required: true, whitespace: true, message: VALIDATION.titleRequired }, { max: MAX_LENGTH.title, message: VALIDATION.tooLong(t.title, MAX_LENGTH.title) }]}>
          <Input />
        </Form.Item>
        <Form.Item name="author" label={t.author} rules={[{ required: true, whitespace: true, message: VALIDATION.authorRequired }, { max: MAX_LENGTH.name, message: VALIDATION.tooLong(t.author, MAX_LENGTH.name) }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="year"
          label={t.year}
          rules={[
            { required: true, message: VALIDATION.yearRequired },
            { type: 'integer', message: VALIDATION.yearNumeric },
            { type: 'number', min: RESEARCH_MIN_YEAR, message: VALIDATION.researchYearMin },
            { validator: async (_r, value: number | undefined) => { if (typeof value === 'number' && value > currentYear()) throw new Error(VALIDATION.researchYearFuture); } },
          ]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label={t.description} rules={[{ required: true, whitespace: true, message: VALIDATION.descriptionRequired }, { max: MAX_LENGTH.description, message: VALIDATION.tooLong(t.description, MAX_LENGTH.description) }]}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="status" label={t.status} rules={[{ required: true, message: VALIDATION.statusRequired }]}>
          <Select options={RESEARCH_STATUSES.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="file" label={t.file} rules={[fileRule(DOCUMENT_ACCEPT, paper ? null : VALIDATION.researchFileRequired)]}>
          <FilePicker accept={DOCUMENT_ACCEPT} help={UPLOAD.help} label={t.file} currentUrl={paper?.file} currentName={paper?.fileName} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
