import { useEffect, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

interface Props {
  titleId: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider box for pictures (the gallery lightbox). */
  wide?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A light accessible dialog (WCAG 2.1 AA): focus moves in and stays inside, Esc and a click on the
 * backdrop close it, and focus returns to whatever opened it.
 */
export function Modal({ titleId, closeLabel, onClose, children, wide }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const box = boxRef.current;
    box?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !box) return;
      const items = Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, []);

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        // Only a click on the backdrop itself closes: a drag that starts inside the box must not.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={boxRef}
        className={`${styles.box} ${wide ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
