import { useEffect } from 'react';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { RemoteArea } from '../federation/remote-area';
import { layout } from '../i18n/layout.en';
import { updateSplashTexts } from '../splash';
import { useLanguageAlternates } from './language-alternates';
import { PublicFrame } from './public-frame';
import { useNewPageTop } from './new-page-top';
import styles from './public-layout.module.css';

const mainElement = () => document.getElementById('main-content');

/** The light public layout (no antd), with the public remote's routes in <main>. */
export function PublicLayout() {
  const { data: site } = useGetSiteQuery();
  useNewPageTop(mainElement);
  useLanguageAlternates();
  useEffect(() => {
    if (site) updateSplashTexts(site.instituteName, site.subtitle);
  }, [site]);

  return (
    <PublicFrame>
      <RemoteArea
        remote="mfe_public"
        loading={<p className={styles.loading}>{layout.loading}</p>}
        unavailable={layout.unavailable}
      />
    </PublicFrame>
  );
}
