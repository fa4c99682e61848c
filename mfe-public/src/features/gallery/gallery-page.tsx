import { GALLERY_CATEGORIES, type GalleryCategory } from '@diet/contracts/enums';
import type { GalleryItem } from '@diet/contracts/entities';
import { formatLongDate } from '@diet/contracts/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { Modal } from '../../components/modal';
import { PageHero } from '../../components/page-hero';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { gallery } from '../../i18n/gallery.en';
import { GALLERY_PAGE_SIZE, useGetGalleryImageQuery, useGetGalleryQuery } from './gallery-api';
import p from '../../components/page.module.css';
import styles from './gallery-page.module.css';
import { ResponsiveImage } from '../../components/responsive-image';
import { choices } from '../../i18n/choices.en';
import { englishIf } from '../../components/english-fallback';

const t = gallery;
/** How wide a tile shows: one column up to 520 px, two up to 900 px, then three across a page of at most 80rem (gallery-page.module.css). */
const GRID_SIZES = '(max-width: 520px) 100vw, (max-width: 900px) 50vw, (max-width: 80rem) 33vw, 26rem';

function isCategory(value: string | null): value is GalleryCategory {
  return (GALLERY_CATEGORIES as readonly string[]).includes(value ?? '');
}

/**
 * The full-size picture with title, category and date; the image's id is in the address, so a
 * shared link opens it.
 */
function Lightbox({ item, loading, onClose }: { item?: GalleryItem; loading: boolean; onClose: () => void }) {
  return (
    <Modal titleId="lightbox-title" closeLabel={t.closeImage} onClose={onClose} wide>
      {item ? (
        <figure className={styles.figure}>
          <img
            src={item.imageLarge ?? item.image}
            alt={item.title}
            lang={englishIf(item, 'title')}
            className={styles.full}
          />
          <figcaption>
            <h2 id="lightbox-title" className={styles.lightboxTitle} lang={englishIf(item, 'title')}>
              {item.title}
            </h2>
            <p className={p.cardText}>
              {t.category}: {choices.label(item.category)} · {t.date}:{' '}
              <time dateTime={item.date}>{formatLongDate(item.date)}</time>
            </p>
          </figcaption>
        </figure>
      ) : (
        <h2 id="lightbox-title" className={styles.lightboxTitle}>
          {loading ? t.loading : t.notFound}
        </h2>
      )}
    </Modal>
  );
}

/**
 * The lightbox of the address's image: from the loaded list when it is there, else asked for on
 * its own (a shared link to a picture beyond the first page or in another category).
 */
function SharedLightbox({
  id,
  loaded,
  listLoading,
  onClose,
}: {
  id: string;
  loaded?: GalleryItem[];
  listLoading: boolean;
  onClose: () => void;
}) {
  const known = loaded?.find((item) => item.id === id);
  const single = useGetGalleryImageQuery(id, { skip: listLoading || Boolean(known) });
  return <Lightbox item={known ?? single.data} loading={listLoading || single.isFetching} onClose={onClose} />;
}

/** Gallery: category chips, a 3-column grid and the lightbox (outside click, × and Esc close it). */
export function GalleryPage() {
  usePageTitle(en.pages['gallery']);
  useMetaDescription(t.heroText);
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : '';
  const size = Math.max(GALLERY_PAGE_SIZE, Number(params.get('show')) || GALLERY_PAGE_SIZE);
  const openId = params.get('image');
  const { data, isLoading, isError, isFetching, refetch } = useGetGalleryQuery({ category, pageSize: size });

  const change = (key: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key === 'category') next.delete('show');
      return next;
    });

  let body;
  if (isLoading) body = <p className={p.muted}>{t.loading}</p>;
  else if (isError)
    body = (
      <LoadError text={t.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />
    );
  else if (!data?.items.length) body = <p className={p.muted}>{t.empty}</p>;
  else
    body = (
      <>
        <ul className={styles.grid} aria-busy={isFetching}>
          {data.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.tile}
                onClick={() => change('image', item.id)}
                aria-label={t.open(item.title)}
              >
                <ResponsiveImage
                  src={item.imageThumb ?? item.image}
                  original={item.image}
                  alt=""
                  width={400}
                  height={300}
                  sizes={GRID_SIZES}
                  className={styles.thumb}
                />
                <span className={styles.tileTitle} lang={englishIf(item, 'title')}>
                  {item.title}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {data.total > data.items.length ? (
          <p className={styles.more}>
            <button
              type="button"
              className={p.button}
              onClick={() => change('show', String(size + GALLERY_PAGE_SIZE))}
              disabled={isFetching}
            >
              {t.loadMore}
            </button>
          </p>
        ) : null}
      </>
    );

  const chips: { value: string; label: string }[] = [
    { value: '', label: t.all },
    ...GALLERY_CATEGORIES.map((c) => ({ value: c, label: choices.label(c) })),
  ];
  return (
    <div className={p.page}>
      <PageHero title={en.pages['gallery']} text={t.heroText} />
      <div className={styles.chips} role="group" aria-label={t.chipsLabel}>
        {chips.map((chip) => (
          <button
            key={chip.label}
            type="button"
            className={`${styles.chip} ${category === chip.value ? styles.chipActive : ''}`}
            aria-pressed={category === chip.value}
            onClick={() => change('category', chip.value)}
          >
            {chip.label}
          </button>
        ))}
      </div>
      {body}
      {openId ? (
        <SharedLightbox
          id={openId}
          loaded={data?.items}
          listLoading={isLoading}
          onClose={() => change('image', null)}
        />
      ) : null}
    </div>
  );
}
