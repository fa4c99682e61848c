/**
 * What a person typed survives the end of their session (issue 39 item 1). Each open admin form
 * registers how to read its values; when a call answers 401 the base query says so before the
 * sign-in page replaces the screen, and every open form's values are written to sessionStorage
 * (this tab only, gone with it). After signing in again as the same person, the screen reopens
 * the form and takes its values back. Chosen files cannot be kept: they are chosen again.
 */
import { useEffect, useRef } from 'react';
import { useSelector } from '@diet/frontend-core/redux-shared';
import { onAdminEvent } from '@diet/frontend-core/admin-events';
import { selectUser } from '@diet/frontend-core/auth-slice';

const STORAGE_KEY = 'diet.typedWork';

/** One form's kept values: which form, which record (its snapshot, to reopen an edit), whose. */
export interface KeptForm {
  form: string;
  record?: unknown;
  values: Record<string, unknown>;
}

interface KeptWork {
  user?: string;
  /** Where the person was, so the form comes back there and nowhere else. */
  path: string;
  forms: KeptForm[];
}

const openForms = new Set<() => KeptForm | null>();

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): KeptWork | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as KeptWork) : null;
  } catch {
    return null;
  }
}

function write(work: KeptWork | null): void {
  try {
    if (work && work.forms.length > 0) storage()?.setItem(STORAGE_KEY, JSON.stringify(work, withoutFiles));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // A full or refused storage loses the kept work, never the sign-in.
  }
}

/** A chosen file is not text to keep (JSON would turn it into an empty object). */
function withoutFiles(_key: string, value: unknown): unknown {
  return typeof Blob !== 'undefined' && value instanceof Blob ? undefined : value;
}

const here = () => `${globalThis.location?.pathname ?? ''}${globalThis.location?.search ?? ''}`;

/** Registers an open form; the returned function unregisters it (on closing). */
export function trackOpenForm(current: () => KeptForm | null): () => void {
  openForms.add(current);
  return () => openForms.delete(current);
}

/** The session ended: keep every open form's values for `user` (a later end adds to them). */
export function keepOpenForms(user: string | undefined): void {
  const forms = [...openForms].map((current) => current()).filter((form): form is KeptForm => form !== null);
  if (forms.length === 0) return;
  write({ user, path: here(), forms });
}

/** When the session last ended in this tab (0: not since the page loaded). */
let endedAt = 0;

onAdminEvent('sessionEnded', (user) => {
  endedAt = Date.now();
  keepOpenForms(user);
});

/**
 * Whether the session ended just now: a save refused by the end of the session may reach its form
 * as some other error (the sign-out clears the API's state, and with it the pending call), yet
 * must say that the session expired, not that something went wrong.
 */
export function sessionJustEnded(withinMs = 10_000): boolean {
  return endedAt > 0 && Date.now() - endedAt < withinMs;
}

/** True when something typed waits for the person to sign in again. */
export function hasKeptWork(): boolean {
  return read() !== null;
}

/**
 * The kept form of `form` for `user` on this page, left in place (the screen reopens it, then the
 * form takes it). Another person signing in on the same browser gets nothing, and the work is dropped.
 */
export function keptFormFor(form: string, user: string | undefined): KeptForm | undefined {
  const work = read();
  if (!work) return undefined;
  if (work.user !== undefined && user !== undefined && work.user !== user) {
    write(null);
    return undefined;
  }
  return work.path === here() ? work.forms.find((kept) => kept.form === form) : undefined;
}

/** Takes the kept values of `form` (for the record of id `recordId`, or a new one) out of storage. */
export function takeKeptForm(
  form: string,
  user: string | undefined,
  recordId: string | undefined,
): Record<string, unknown> | undefined {
  const kept = keptFormFor(form, user);
  if (!kept || idOf(kept.record) !== recordId) return undefined;
  const work = read();
  if (work) write({ ...work, forms: work.forms.filter((other) => other.form !== form) });
  return kept.values;
}

function idOf(record: unknown): string | undefined {
  const id = record && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * An admin form's part in keeping typed work: while `open`, its values are kept if the session
 * ends; on opening, values kept for this form and record are handed to `restore` (the form shows
 * them, and says so). `read` and `restore` may be inline functions.
 */
export function useTypedWork(options: {
  form: string;
  open: boolean;
  record?: unknown;
  read: () => Record<string, unknown>;
  restore: (values: Record<string, unknown>) => void;
}): void {
  const { form, open, record } = options;
  const user = useSelector(selectUser)?.id;
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!open) return;
    const kept = takeKeptForm(form, user, idOf(record));
    if (kept) latest.current.restore(kept);
    return trackOpenForm(() => ({ form, record, values: latest.current.read() }));
  }, [form, open, record, user]);
}

/** The kept form of `form` waiting on this page for the signed-in person, to reopen it. */
export function useKeptForm(form: string): KeptForm | undefined {
  const user = useSelector(selectUser)?.id;
  // Read once per screen: reopening happens when the screen mounts after the sign-in.
  const kept = useRef<{ value: KeptForm | undefined } | null>(null);
  if (kept.current === null) kept.current = { value: keptFormFor(form, user) };
  return kept.current.value;
}
