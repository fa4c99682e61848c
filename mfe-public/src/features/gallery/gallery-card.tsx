import { useSearchParams } from 'react-router-dom';
import { formatLongDate } from '@diet/contracts/dates';
import type { ListCardProps } from '../list/list-cards';
import { choiceLabel, fieldName } from '../../components/definition-names';
import { englishIf } from '../../components/english-fallback';
import { ResponsiveImage } from '../../components/responsive-image';
import { gallery as t } from '../../i18n/gallery.en';
import p from '../../components/page.module.css';
import styles from './gallery-card.module.css';

/** How wide a tile shows in the list's three columns (page.module.css .grid3), at most 80rem across. */
const GRID_SIZES = '(max-width: 520px) 100vw, (max-width: 900px) 50vw, (max-width: 80rem) 33vw, 26rem';

/**
 * A picture: in the list, a tile that opens it in the list's dialog (its address `?image=<id>`, so a
 * shared link opens it); in that dialog (`dialogTitleId`), SPEC's lightbox: the full-size picture
 * with its title, category and date.
 */
export function GalleryCard({ definition, item, dialogTitleId }: ListCardProps) {
  const [, setParams] = useSearchParams();
  const { category, date } = definition.fields;
  const title = String(item.title ?? '');
  const day = String(item.date ?? '');
  const dialog = definition.public ? definition.public.listPage?.dialog : undefined;
  if (dialogTitleId !== undefined)
    return (
      <figure className={styles.figure}>
        <img
          src={String(item.imageLarge ?? item.image)}
          alt={title}
          lang={englishIf(item, 'title')}
          className={styles.full}
        />
        <figcaption>
          <h2 id={dialogTitleId} className={styles.title} lang={englishIf(item, 'title')}>
            {title}
          </h2>
          <p className={p.cardText}>
            {fieldName(category, category.label)}: {choiceLabel(category, String(item.category))} ·{' '}
            {fieldName(date, date.label)}: <time dateTime={day}>{formatLongDate(day)}</time>
          </p>
        </figcaption>
      </figure>
    );
  const open = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (dialog) next.set(dialog.param, item.id);
      return next;
    });
  return (
    <li>
      <button type="button" className={styles.tile} onClick={open} aria-label={t.open(title)}>
        <ResponsiveImage
          src={String(item.imageThumb ?? item.image)}
          original={String(item.image)}
          alt=""
          width={400}
          height={300}
          sizes={GRID_SIZES}
          className={styles.thumb}
        />
        <span className={styles.tileTitle} lang={englishIf(item, 'title')}>
          {title}
        </span>
      </button>
    </li>
  );
}
