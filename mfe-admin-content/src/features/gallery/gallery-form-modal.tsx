import { Form, Input, Modal, Select } from 'antd';
import { GALLERY_CATEGORIES } from '@diet/contracts/enums';
import type { GalleryItem } from '@diet/contracts/entities';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { FilePicker } from '@diet/admin-ui/file-picker';
import { toFormData } from '@diet/admin-ui/form-data';
import { fileRule, IMAGE_ACCEPT } from '@diet/admin-ui/upload-rules';
import { useRecordForm } from '@diet/admin-ui/use-record-form';
import { en } from '../../i18n/en';
import { useSaveGalleryItemMutation } from './gallery-api';

const t = en.gallery;

interface Props {
  open: boolean;
  item?: GalleryItem;
  onClose: () => void;
}

/** Add Image / Edit Image (issue 4 adds Edit): the image is kept on edit when none is chosen. */
export function GalleryFormModal({ open, item, onClose }: Props) {
  const [save, { isLoading }] = useSaveGalleryItemMutation();
  const { form, submit } = useRecordForm<Record<string, unknown>, NonNullable<typeof item>>({
    open,
    record: item,
    fields: (item) => ({ title: item.title, category: item.category, date: item.date.slice(0, 10) }),
    send: (values) => save({ id: item?.id, body: toFormData({ ...values, imageName: (values.image as File | undefined)?.name }) }).unwrap(),
    texts: { added: TOASTS.imageAdded, updated: entityToast.updated(ENTITY_LABELS.image), addFailure: TOASTS.imageAddFailure },
    onClose,
  });

  return (
    <Modal open={open} title={item ? t.editTitle : t.addTitle} okText={en.common.save} cancelText={en.common.cancel} confirmLoading={isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} name="gallery">
        <Form.Item name="title" label={t.title} rules={[{ required: true, whitespace: true, message: VALIDATION.titleRequired }, { max: MAX_LENGTH.title, message: VALIDATION.tooLong(t.title, MAX_LENGTH.title) }]}>
          <Input />
        </Form.Item>
        <Form.Item name="category" label={t.category} rules={[{ required: true, message: VALIDATION.categoryRequired }]}>
          <Select options={GALLERY_CATEGORIES.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="date" label={t.date} rules={[{ required: true, message: VALIDATION.dateRequired }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="image" label={t.image} rules={[fileRule(IMAGE_ACCEPT, item ? null : VALIDATION.fileRequired)]}>
          <FilePicker accept={IMAGE_ACCEPT} help={UPLOAD.imageHelp} label={t.image} currentUrl={item?.imageThumb ?? item?.image} currentName={item?.imageName} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
