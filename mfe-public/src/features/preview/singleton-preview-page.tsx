/**
 * The staff preview of a singleton (/preview/site-settings): its public page (the home page) with
 * the office's working copy in place of the published one, under the preview banner. The working
 * copy is read with the staff token and put into the site's store in the page's language, so the
 * header, the footer and the page itself show it; the published copy comes back when the preview
 * closes. Staff only, never indexed (as preview-page.tsx).
 */
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from '@diet/frontend-core/redux-shared';
import { useParams } from 'react-router-dom';
import type { ApiSuccess } from '@diet/contracts/api';
import { activeLanguage } from '@diet/contracts/active-language';
import { SINGLETON_TYPES } from '@diet/contracts/content-types/site-settings';
import type { SiteContent } from '@diet/contracts/entities';
import { localizedDocument, type Doc, type DocTranslations } from '@diet/contracts/singleton-type';
import { selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { loginPathFor } from '@diet/frontend-core/navigation';
import { siteApi } from '@diet/frontend-core/site-api';
import { publicApi } from '../../api/public-api';
import { preview as t } from '../../i18n/preview.en';
import { pageFor } from '../../route-table';
import { StateText, useNoIndex } from './preview-page';
import styles from './preview.module.css';

type WorkingCopy = Doc & { translations: DocTranslations; publishState: string };

const workingCopyApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkingCopy: build.query<WorkingCopy, string>({
      query: (path) => `admin/${path}`,
      transformResponse: (response: ApiSuccess<WorkingCopy>) => response.data,
    }),
  }),
});

// The store is the shell's; a dispatched thunk returns its promise.
type Dispatch = (action: unknown) => Promise<{ data?: WorkingCopy }>;

export function SingletonPreviewPage() {
  useNoIndex();
  const { type = '' } = useParams();
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const published = useSelector(siteApi.endpoints.getSite.select()).data;
  const dispatch = useDispatch() as unknown as Dispatch;
  const definition = SINGLETON_TYPES.find((d) => d.path === type);
  const [loaded, setLoaded] = useState<{ state: string } | { failed: true } | null>(null);

  useEffect(() => {
    if (!definition || !token) return;
    let live = true;
    void dispatch(
      workingCopyApi.endpoints.getWorkingCopy.initiate(definition.path, { subscribe: false, forceRefetch: true }),
    ).then((result) => {
      if (!live) return;
      if (!result.data) return setLoaded({ failed: true });
      const { translations, publishState, ...values } = result.data;
      const draft = localizedDocument(definition.fields, values, translations, activeLanguage()) as Omit<
        SiteContent,
        'emblems'
      >;
      // The emblems are another type's: the published ones stay.
      void dispatch(
        siteApi.util.upsertQueryData('getSite', undefined, { ...draft, emblems: published?.emblems ?? [] }),
      );
      setLoaded({ state: publishState });
    });
    return () => {
      live = false;
      // The published copy again, for the pages after the preview.
      void dispatch(siteApi.util.resetApiState());
    };
    // The published emblems are read once, when the preview opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition, token, dispatch]);

  if (!token) {
    return (
      <div className={styles.message}>
        <p>{t.staffOnly}</p>
        <a href={loginPathFor(window.location)}>{t.signIn}</a>
      </div>
    );
  }
  if (!definition) return <p className={styles.message}>{t.noPage}</p>;
  if (loaded === null)
    return (
      <p className={styles.message} role="status">
        {t.loading}
      </p>
    );
  if ('failed' in loaded)
    return (
      <p className={styles.message} role="alert">
        {t.unavailable}
      </p>
    );
  const Page = pageFor(definition.previewPage).Component;
  return (
    <>
      <aside className={styles.banner} aria-label={t.banner} data-testid="preview-banner">
        <p className={styles.title}>
          <strong>{t.banner}</strong>
        </p>
        <StateText item={{ publishState: loaded.state, publishAt: null }} />
      </aside>
      <Page />
    </>
  );
}
