import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { BOOK_SUBJECTS } from '@diet/contracts/enums';
import type { LibraryBook } from '@diet/contracts/entities';
import { BOOK_MIN_COPIES, MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { useRecordForm } from '../../components/use-record-form';
import { en } from '../../i18n/en';
import { useSaveBookMutation, type BookInput } from './library-api';

const t = en.library;

interface Props {
  open: boolean;
  book?: LibraryBook;
  onClose: () => void;
}

/** Add/Edit Book; availability is toggled here (SPEC.md section 4). */
export function BookFormModal({ open, book, onClose }: Props) {
  const [save, { isLoading }] = useSaveBookMutation();
  const { form, submit } = useRecordForm<BookInput, NonNullable<typeof book>>({
    open,
    record: book,
    fields: (book) => ({ title: book.title, author: book.author, subject: book.subject, isbn: book.isbn, copies: book.copies, available: book.available }),
    send: (values) => save({ id: book?.id, body: values }).unwrap(),
    texts: { added: entityToast.added(ENTITY_LABELS.book), updated: entityToast.updated(ENTITY_LABELS.book) },
    onClose,
  });

  return (
    <Modal open={open} title={book ? t.editTitle : t.addTitle} okText={en.common.save} cancelText={en.common.cancel} confirmLoading={isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} name="book" initialValues={{ available: true, copies: 1 }}>
        <Form.Item name="title" label={t.title} rules={[{ required: true, whitespace: true, message: VALIDATION.titleRequired }, { max: MAX_LENGTH.title, message: VALIDATION.tooLong(t.title, MAX_LENGTH.title) }]}>
          <Input />
        </Form.Item>
        <Form.Item name="author" label={t.author} rules={[{ required: true, whitespace: true, message: VALIDATION.authorRequired }, { max: MAX_LENGTH.name, message: VALIDATION.tooLong(t.author, MAX_LENGTH.name) }]}>
          <Input />
        </Form.Item>
        <Form.Item name="subject" label={t.subject} rules={[{ required: true, message: VALIDATION.subjectRequired }]}>
          <Select options={BOOK_SUBJECTS.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="isbn" label={t.isbn} rules={[{ required: true, whitespace: true, message: VALIDATION.isbnRequired }, { max: MAX_LENGTH.isbn, message: VALIDATION.tooLong(t.isbn, MAX_LENGTH.isbn) }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="copies"
          label={t.copies}
          rules={[
            { required: true, message: VALIDATION.copiesRequired },
            { type: 'integer', message: VALIDATION.mustBeWholeNumber },
            { type: 'number', min: BOOK_MIN_COPIES, message: VALIDATION.copiesMin },
          ]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="available" label={t.availability} rules={[{ required: true, message: VALIDATION.availabilityRequired }]}>
          <Select options={[{ value: true, label: t.available }, { value: false, label: t.checkedOut }]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
