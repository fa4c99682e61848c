import { App } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { TOASTS } from '@diet/contracts/toasts';
import { errorText } from '@diet/frontend-core/errors';
import { en } from './i18n/en';

/** Every delete asks first (SPEC.md section 5, Confirmations) through antd's modal.confirm. */
function confirmDelete(
  modal: useAppProps['modal'],
  question: string,
  onOk: () => Promise<unknown>,
  button: string = en.common.yes,
) {
  modal.confirm({
    title: question,
    okText: button,
    okButtonProps: { danger: true },
    cancelText: en.common.cancel,
    onOk,
  });
}

/**
 * A delete action for a card or row: asks `question`, then deletes and shows the server's toast
 * (or `success`); on failure `failure` when the spec names one, else the server's message.
 * `button` names the confirming button when it is not 'Yes, delete'.
 */
export function useConfirmedDelete<T>(
  question: string,
  remove: (item: T) => Promise<{ message?: string }>,
  texts: { success: string; failure?: string; button?: string },
): (item: T) => void {
  const { notification, modal } = App.useApp();
  return (item: T) =>
    confirmDelete(
      modal,
      question,
      async () => {
        try {
          const response = await remove(item);
          notification.success({ title: response.message ?? texts.success });
        } catch (failure) {
          notification.error({ title: texts.failure ?? errorText(failure, TOASTS.requestFailure) });
        }
      },
      texts.button,
    );
}
