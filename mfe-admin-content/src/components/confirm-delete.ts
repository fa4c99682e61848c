import type { useAppProps } from 'antd/es/app/context';
import { en } from '../i18n/en';

/** Every delete asks first (SPEC.md section 5, Confirmations) through antd's modal.confirm. */
export function confirmDelete(modal: useAppProps['modal'], question: string, onOk: () => Promise<unknown>) {
  modal.confirm({
    title: question,
    okText: en.common.yes,
    okButtonProps: { danger: true },
    cancelText: en.common.cancel,
    onOk,
  });
}
