import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { COURSES, SEMESTERS } from '@diet/contracts/enums';
import type { ExamResult } from '@diet/contracts/entities';
import { currentYear, RESULT_MAX_YEARS_AHEAD, RESULT_MIN_YEAR } from '@diet/contracts/limits';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { FilePicker } from '@diet/admin-ui/file-picker';
import { toFormData } from '@diet/admin-ui/form-data';
import { DOCUMENT_ACCEPT, fileRule } from '@diet/admin-ui/upload-rules';
import { useRecordForm } from '@diet/admin-ui/use-record-form';
import { en } from '../../i18n/en';
import { useSaveResultMutation } from './results-api';

const t = en.results;

interface Props {
  open: boolean;
  result?: ExamResult;
  onClose: () => void;
}

/** Publish Result / Edit Result: year 2020 to next year; the file is kept on edit when none is chosen. */
export function ResultFormModal({ open, result, onClose }: Props) {
  const [save, { isLoading }] = useSaveResultMutation();
  const { form, submit } = useRecordForm<Record<string, unknown>, NonNullable<typeof result>>({
    open,
    record: result,
    fields: (result) => ({ course: result.course, semester: result.semester, year: result.year, publishDate: result.publishDate.slice(0, 10) }),
    send: (values) => save({ id: result?.id, body: toFormData({ ...values, fileName: (values.file as File | undefined)?.name }) }).unwrap(),
    texts: { added: entityToast.published(ENTITY_LABELS.result), updated: entityToast.updated(ENTITY_LABELS.result), addFailure: TOASTS.resultPublishFailure },
    onClose,
  });

  return (
    <Modal open={open} title={result ? t.editTitle : t.addTitle} okText={en.common.save} cancelText={en.common.cancel} confirmLoading={isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} name="result">
        <Form.Item name="course" label={t.course} rules={[{ required: true, message: VALIDATION.courseRequired }]}>
          <Select options={COURSES.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="semester" label={t.semester} rules={[{ required: true, message: VALIDATION.semesterRequired }]}>
          <Select options={SEMESTERS.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item
          name="year"
          label={t.year}
          rules={[
            { required: true, message: VALIDATION.yearRequired },
            { type: 'integer', message: VALIDATION.yearNumeric },
            { type: 'number', min: RESULT_MIN_YEAR, message: VALIDATION.resultYearMin },
            { validator: async (_r, value: number | undefined) => { if (typeof value === 'number' && value > currentYear() + RESULT_MAX_YEARS_AHEAD) throw new Error(VALIDATION.resultYearFuture); } },
          ]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="publishDate" label={t.publishDate} rules={[{ required: true, message: VALIDATION.publishDateRequired }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="file" label={t.file} rules={[fileRule(DOCUMENT_ACCEPT, result ? null : VALIDATION.fileRequired)]}>
          <FilePicker accept={DOCUMENT_ACCEPT} help={UPLOAD.help} label={t.file} currentUrl={result?.file} currentName={result?.fileName} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
