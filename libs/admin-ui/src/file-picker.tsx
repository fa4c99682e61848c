import { useEffect, useState } from 'react';
import { Button, Typography, Upload } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { en } from './i18n/en';

export interface FilePickerProps {
  /** The file chosen in this form (antd Form passes value/onChange). */
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** `accept` of the file input, e.g. '.jpg,.jpeg,.png'. */
  accept: string;
  /** The record's current file (edit mode), shown until another is chosen. */
  currentUrl?: string | null;
  currentName?: string | null;
  help: string;
  label: string;
}

/**
 * One-file chooser for antd forms: nothing is uploaded here (beforeUpload returns false), the file
 * travels in the form's multipart body. Shows the chosen name and, for images, a preview, so the
 * office sees what it is about to publish.
 */
export function FilePicker({ value, onChange, accept, currentUrl, currentName, help, label }: FilePickerProps) {
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value || !value.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const shownImage = preview ?? (!value && currentUrl && /\.(jpe?g|png)$/i.test(currentUrl) ? currentUrl : null);

  return (
    <div>
      <Upload
        accept={accept}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          onChange?.(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} aria-label={label}>
          {en.form.chooseFile}
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
        {help}
      </Typography.Paragraph>
      {value ? (
        <Typography.Paragraph style={{ margin: '6px 0 0' }} data-testid="chosen-file">
          {en.form.chosen} {value.name}
        </Typography.Paragraph>
      ) : currentName || currentUrl ? (
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
          {en.form.keptFile} {currentName ?? currentUrl}
        </Typography.Paragraph>
      ) : null}
      {shownImage ? (
        <img
          src={shownImage}
          alt={en.form.previewAlt}
          style={{ marginTop: 8, maxWidth: 160, maxHeight: 120, objectFit: 'cover', borderRadius: 6 }}
        />
      ) : null}
    </div>
  );
}
