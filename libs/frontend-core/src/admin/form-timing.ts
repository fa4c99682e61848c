import { useState } from 'react';

/**
 * SPEC.md section 5's timing of a form's messages: none while a person first fills it in, every
 * rule at the first submit, and from then on as each field changes. Spread `formProps` on antd's
 * <Form> (it wraps `onFinish`); call `reset` when the form opens afresh.
 */
export function useSubmitThenChange<V>(onFinish: (values: V) => unknown) {
  const [submitted, setSubmitted] = useState(false);
  return {
    formProps: {
      validateTrigger: submitted ? 'onChange' : (false as const),
      onFinish: (values: V) => {
        setSubmitted(true);
        void onFinish(values);
      },
      onFinishFailed: () => setSubmitted(true),
    },
    reset: () => setSubmitted(false),
  };
}
