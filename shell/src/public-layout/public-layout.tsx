import { useEffect } from 'react';
import { ToastContainer } from '@diet/frontend-core/toast';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { RemoteArea } from '../federation/remote-area';
import { en } from '../i18n/en';
import { updateSplashTexts } from '../splash';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import styles from './public-layout.module.css';

/**
 * The light public layout (no antd): skip link, header, the public remote's routes in <main>,
 * footer, and the public toasts.
 */
export function PublicLayout() {
  const { data: site } = useGetSiteQuery();
  useEffect(() => {
    if (site) updateSplashTexts(site.instituteName, site.subtitle);
  }, [site]);

  return (
    <div className={styles.page}>
      <a href="#main-content" className={styles.skipLink}>
        {en.header.skipToContent}
      </a>
      <PublicHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <RemoteArea remote="mfe_public" loading={<p className={styles.loading}>{en.common.loading}</p>} />
      </main>
      <PublicFooter />
      <ToastContainer closeLabel={en.toast.close} />
    </div>
  );
}
