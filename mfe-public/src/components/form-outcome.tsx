import form from './form.module.css';
import p from './page.module.css';

/**
 * What came of sending a form, under it: the answer (a status) or why it failed (an alert). The
 * region is there from the start, so a screen reader reads out what appears in it.
 */
export function FormOutcome({ done, failure }: { done?: string | null; failure?: string | null }) {
  return (
    <div aria-live="polite">
      {done ? (
        <p className={`${p.card} ${p.green}`} role="status">
          {done}
        </p>
      ) : null}
      {failure ? (
        <p className={form.error} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** A form's send button (its busy words while the form is sent) and, under it, what came of it. */
export function FormSubmit(props: {
  label: string;
  busyLabel: string;
  busy: boolean;
  done?: string | null;
  failure?: string | null;
}) {
  return (
    <>
      <button type="submit" className={form.submit} disabled={props.busy}>
        {props.busy ? props.busyLabel : props.label}
      </button>
      <FormOutcome done={props.done} failure={props.failure} />
    </>
  );
}
