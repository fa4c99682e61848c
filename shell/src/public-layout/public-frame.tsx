import { useRef, type ReactNode } from 'react';
import { ToastContainer } from '@diet/frontend-core/toast';
import { layout } from '../i18n/layout.en';
import { PublicFooter } from './public-footer';
import { useExternalLinkNotes } from './external-links';
import { PublicHeader } from './public-header';
import { ReadingTools } from './reading-tools';
import styles from './public-layout.module.css';

/**
 * The public layout around its main content: skip link, reading tools, header, <main>, footer and the public
 * toasts. The browser puts the public remote in <main> (public-layout.tsx); the server, the page
 * the remote's server bundle rendered (server/first-screen.tsx).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const page = useRef<HTMLDivElement>(null);
  useExternalLinkNotes(page);
  return (
    <div className={styles.page} ref={page}>
      <a href="#main-content" className={styles.skipLink}>
        {layout.header.skipToContent}
      </a>
      <ReadingTools />
      <PublicHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <PublicFooter />
      <ToastContainer closeLabel={layout.toast.close} />
    </div>
  );
}
