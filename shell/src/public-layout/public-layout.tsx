import { useEffect } from 'react';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { RemoteArea } from '../federation/remote-area';
import { en } from '../i18n/en';
import { updateSplashTexts } from '../splash';
import { PublicFrame } from './public-frame';
import { useNewPageTop } from './new-page-top';
import styles from './public-layout.module.css';

const mainElement = () => document.getElementById('main-content');

/** The light public layout (no antd), with the public remote's routes in <main>. */
export function PublicLayout() {
  const { data: site } = useGetSiteQuery();
  useNewPageTop(mainElement);
  useEffect(() => {
    if (site) updateSplashTexts(site.instituteName, site.subtitle);
  }, [site]);

  return (
    <PublicFrame>
      <RemoteArea remote="mfe_public" loading={<p className={styles.loading}>{en.common.loading}</p>} />
    </PublicFrame>
  );
}
