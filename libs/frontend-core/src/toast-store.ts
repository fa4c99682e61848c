import { TOAST_SECONDS } from '@diet/contracts/limits';

/** A light toast of the public site (the back office uses antd's App instead). */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

type Listener = () => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): Toast[] {
  return toasts;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Shows a toast for TOAST_SECONDS (4 s), top-right, like the back office's. */
export function showToast(text: string, kind: ToastKind = 'info'): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, text }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_SECONDS * 1000),
  );
  emit();
  return id;
}
