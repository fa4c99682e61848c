/**
 * The staff preview of an item that is not public yet (/preview/<type name>/<id>): the public page
 * of its type, drawn by that page's own components, with the item in its place (its reads go to
 * the admin preview routes, api/preview-mode.ts), under a banner with the item's state. Staff only:
 * without a session nothing is asked and nothing shown; the server refuses anyone else (401).
 * Never indexed (the page says noindex, the server's X-Robots-Tag too).
 */
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from '@diet/frontend-core/redux-shared';
import { useParams } from 'react-router-dom';
import type { ApiSuccess } from '@diet/contracts/api';
import { adminRecordPath, previewHref, previewListPath, previewPageOf } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { instituteDateAndTime } from '@diet/contracts/date-time';
import { formatLongDate, formatTimeOfDay } from '@diet/contracts/dates';
import { publishStatusOf } from '@diet/contracts/publishing';
import { selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { loginPathFor } from '@diet/frontend-core/navigation';
import { setPreviewTarget } from '../../api/preview-mode';
import { publicApi } from '../../api/public-api';
import type { PublicItem } from '../../api/content-api';
import { preview as t } from '../../i18n/preview.en';
import { pageFor } from '../../route-table';
import styles from './preview.module.css';

/** The item as the office keeps it: its state, and the fields its page's address names ('/:slug'). */
const previewRecordApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getPreviewRecord: build.query<PublicItem, { record: string; id: string }>({
      query: ({ record, id }) => `admin/${record}/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<PublicItem>) => response.data,
    }),
  }),
});

// The store is the shell's; a dispatched thunk returns its promise.
type ThunkDispatch = (thunk: unknown) => Promise<{ data?: PublicItem }> & { unsubscribe?: () => void };

/** Search engines keep out, for as long as the preview shows. */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

export function StateText({ item }: { item: Readonly<Record<string, unknown>> }) {
  const status = publishStatusOf(item);
  const at = status === 'scheduled' ? instituteDateAndTime(String(item.publishAt)) : null;
  return (
    <p className={styles.state}>
      {t.state} <strong data-testid="preview-state">{t.states[status]}</strong>
      {at ? ` (${t.scheduledFor(`${formatLongDate(at.date)} ${formatTimeOfDay(at.time)}`)})` : null}
    </p>
  );
}

type Loaded = { item: PublicItem } | { failed: true } | null;

export function PreviewPage() {
  useNoIndex();
  const { type = '', id = '' } = useParams();
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const dispatch = useDispatch() as unknown as ThunkDispatch;
  const definition = CONTENT_TYPES.find((d) => d.name === type && previewHref(d, id));
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    if (!definition || !token) return;
    let live = true;
    setLoaded(null);
    const record = adminRecordPath(definition);
    void dispatch(
      previewRecordApi.endpoints.getPreviewRecord.initiate({ record, id }, { subscribe: false, forceRefetch: true }),
    ).then((result) => {
      if (!live) return;
      if (!result.data) return setLoaded({ failed: true });
      // From here until the preview closes, the page's reads of this type are the preview's; answers
      // kept from before (or kept after) would show the public list instead, so none are kept.
      // The list the page reads: the type's own, or its owner's that embeds it (a corrigendum in 'tenders').
      setPreviewTarget({ path: previewListPath(definition) ?? definition.path, record, id });
      dispatch(publicApi.util.resetApiState());
      setLoaded({ item: result.data });
    });
    return () => {
      live = false;
      setPreviewTarget(null);
      dispatch(publicApi.util.resetApiState());
    };
  }, [definition, token, id, dispatch]);

  if (!token) {
    return (
      <div className={styles.message}>
        <p>{t.staffOnly}</p>
        {/* The sign-in page is the back office's, outside the public router and its language prefix. */}
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
  const Page = pageFor(previewPageOf(definition, loaded.item) ?? '/').Component;
  return (
    <>
      <aside className={styles.banner} aria-label={t.banner} data-testid="preview-banner">
        <p className={styles.title}>
          <strong>{t.banner}</strong>
        </p>
        <StateText item={loaded.item} />
      </aside>
      <Page />
    </>
  );
}
