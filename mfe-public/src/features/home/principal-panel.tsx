import { useEffect, useState } from 'react';
import { APP_WHEN_STORED_ATTRIBUTE } from '@diet/contracts/first-route';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { en } from '../../i18n/en';
import styles from './principal-panel.module.css';
import { ResponsiveImage } from '../../components/responsive-image';

const t = en.home;
/** sessionStorage key: the panel's open state lasts for the browser session (SPEC.md section 4). */
export const PRINCIPAL_PANEL_KEY = 'principalPanelOpen';

function readOpen(): boolean {
  try {
    return sessionStorage.getItem(PRINCIPAL_PANEL_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The floating button and the Principal's message panel (photo, name, title, message). */
export function PrincipalPanel() {
  const { data: site } = useGetSiteQuery();
  const [open, setOpen] = useState(readOpen);

  useEffect(() => {
    try {
      sessionStorage.setItem(PRINCIPAL_PANEL_KEY, String(open));
    } catch {
      // Private modes may refuse storage: the panel still works for this page.
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const principal = site?.principal;
  if (!principal) return null;

  return (
    // Left open earlier in this session: a server-rendered page loads the app at once to show it.
    <div className={styles.wrap} {...{ [APP_WHEN_STORED_ATTRIBUTE]: PRINCIPAL_PANEL_KEY }}>
      {open ? (
        <aside className={styles.panel} aria-labelledby="principal-title">
          <button type="button" className={styles.close} aria-label={t.principalClose} onClick={() => setOpen(false)}>
            ×
          </button>
          <h2 id="principal-title" className={styles.heading}>
            {t.principalTitle}
          </h2>
          <div className={styles.person}>
            <ResponsiveImage
              src={principal.photo}
              alt={principal.name}
              width={72}
              height={84}
              sizes="72px"
              className={styles.photo}
            />
            <div>
              <p className={styles.name}>{principal.name}</p>
              <p className={styles.role}>{principal.title}</p>
            </div>
          </div>
          {principal.message.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
        </aside>
      ) : null}
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t.principalOpen}
      </button>
    </div>
  );
}
