/**
 * The page of one item of any content type with an item page (/<path>/<id>, ARCHITECTURE 12.1),
 * drawn from its definition's fields by their kind: the same page for notices, events, tenders,
 * research, results... An unknown, unpublished or removed id (the public API's 404) is the
 * 'page not found' page, as the server's status says.
 */
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeLanguage } from '@diet/contracts/active-language';
import {
  fieldEntries,
  publicPageOf,
  titleFieldOf,
  type ContentTypeDefinition,
  type Field,
  type PublicType,
} from '@diet/contracts/content-type';
import { formatLongDate, formatTimeOfDay } from '@diet/contracts/dates';
import { LOADING_PLACEHOLDER } from '@diet/contracts/first-route';
import { apiUrlInLanguage } from '@diet/contracts/languages';
import { CITATION_FORMATS } from '@diet/contracts/messages';
import { itemOfPage } from '@diet/contracts/public-routes';
import { API_BASE_URL } from '@diet/frontend-core/base-query';
import { reportPageHead, usePageTitle } from '@diet/frontend-core/document-title';
import { useGetItemOfPageQuery, type PublicItem } from '../../api/content-api';
import { choiceLabel, fieldName, pageName } from '../../components/definition-names';
import { DownloadLink, downloadUrl } from '../../components/download-link';
import { Moment } from '../../components/moment';
import { englishIf } from '../../components/english-fallback';
import { fileLabel } from '../../components/file-size';
import { LoadError } from '../../components/load-error';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { item as t } from '../../i18n/item.en';
import { sitePages } from '../../i18n/site-pages.en';
import { NotFoundPage } from '../not-found/not-found-page';
import { ITEM_EXTRAS } from './item-extras';
import p from '../../components/page.module.css';
import styles from './item.module.css';
import { descriptionOf, headingFields, labelledFields, longTextFields, pictureOf, shownFiles } from './item-fields';

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** A choice as visitors read it in their language; other values as they are. */
const shown = (field: Field, value: unknown): string =>
  field.kind === 'choice' ? choiceLabel(field, String(value)) : String(value);

/** The item's name: its title, or its label fields (a result's course, semester and year). */
function headingOf(definition: ContentTypeDefinition, item: PublicItem): string {
  return headingFields(definition)
    .filter((name) => present(item[name]))
    .map((name) => shown(definition.fields[name], item[name]))
    .join(' ');
}

/** The name of the page that lists the type's items, in the visitor's language. */
function listNameOf(definition: ContentTypeDefinition, route: string): string {
  return pageName(route) ?? definition.label.many;
}

/** A labelled value as visitors read it: dates in the page's language, choices by their label. */
function Value({ field, value }: { field: Field; value: unknown }) {
  const text = String(value);
  switch (field.kind) {
    case 'date':
      return <time dateTime={text}>{formatLongDate(text)}</time>;
    case 'time':
      return <time dateTime={text}>{formatTimeOfDay(text)}</time>;
    case 'dateTime':
      return <Moment at={text} />;
    case 'url':
      return (
        <a href={text} rel="noopener noreferrer">
          {t.openLink}
        </a>
      );
    case 'textList':
      return <>{Array.isArray(value) ? value.join(', ') : text}</>;
    default:
      return <>{shown(field, value)}</>;
  }
}

/** The records that belong to the item (a tender's documents, its corrigenda): each dated, named and downloadable. */
function Embedded({ lists, item }: { lists: PublicType['embedded']; item: PublicItem }) {
  return (
    <>
      {lists.map(({ name, of }) => {
        const entries = Array.isArray(item[name]) ? (item[name] as PublicItem[]) : [];
        if (entries.length === 0) return null;
        const title = titleFieldOf(of);
        const dated = fieldEntries(of).find(([, f]) => f.kind === 'date')?.[0];
        const [file] = shownFiles(of, 'file');
        return (
          <section key={name} aria-labelledby={`embedded-${name}`}>
            <h2 id={`embedded-${name}`} className={styles.embeddedTitle}>
              {t.embedded[name] ?? of.label.many}
            </h2>
            <ul className={styles.embedded}>
              {entries.map((entry) => (
                <li key={String(entry.id)}>
                  {dated && present(entry[dated]) ? (
                    <time className={p.muted} dateTime={String(entry[dated])}>
                      {formatLongDate(String(entry[dated]))}
                    </time>
                  ) : null}{' '}
                  <span lang={englishIf(entry, title)}>
                    {present(entry[title]) ? <Value field={of.fields[title]} value={entry[title]} /> : null}
                  </span>
                  {/* The other fields the type names for visitors (a session's end and hours). */}
                  {labelledFields(of)
                    .filter(([name, field]) => name !== title && field.names && present(entry[name]))
                    .map(([name, field]) => (
                      <span key={name} className={p.muted}>
                        {' · '}
                        {fieldName(field, field.label)}: <Value field={field} value={entry[name]} />
                      </span>
                    ))}{' '}
                  {file && present(entry[file]) ? (
                    <DownloadLink
                      file={String(entry[file])}
                      fileName={entry[`${file}Name`] as string | null}
                      fileType={entry[`${file}Type`] as string | null}
                      fileSize={entry[`${file}Size`] as number | null}
                      label={t.download}
                      context={String(entry[title] ?? '')}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** The item as a citation for a reference manager (a type that gives RIS tags): one button per format. */
function Cite({ definition, item, heading }: { definition: ContentTypeDefinition; item: PublicItem; heading: string }) {
  if (!definition.public || !definition.public.ris) return null;
  const cite = `${API_BASE_URL}/${definition.path}/${encodeURIComponent(String(item.id))}/cite`;
  return (
    <p className={styles.cite}>
      {CITATION_FORMATS.map((format) => (
        <a
          key={format}
          className={p.buttonLink}
          href={apiUrlInLanguage(`${cite}?format=${format}`, activeLanguage())}
          download
          aria-label={`${t.citeAs[format]}: ${heading}`}
        >
          {t.citeAs[format]}
        </a>
      ))}
    </p>
  );
}

function ItemView({ type: { definition, embedded }, item }: { type: PublicType; item: PublicItem }) {
  const heading = headingOf(definition, item);
  const description = descriptionOf(definition, item, heading);
  const picture = pictureOf(definition, item);
  usePageTitle(heading);
  useMetaDescription(description);
  reportPageHead({ shareTitle: heading, description, image: picture });
  const list = publicPageOf(definition) ?? '/';
  const Extra = ITEM_EXTRAS[definition.path];
  const titleField = headingFields(definition)[0];
  return (
    <div className={p.page}>
      <section className={p.hero} aria-labelledby="page-title">
        <h1 id="page-title" className={p.heroTitle} lang={englishIf(item, titleField)}>
          {heading}
        </h1>
      </section>
      <article className={`${p.card} ${styles.article}`} aria-labelledby="page-title">
        <p className={styles.back}>
          <Link className={p.link} to={list}>
            {t.backTo(listNameOf(definition, list.slice(1)))}
          </Link>
        </p>
        {shownFiles(definition, 'image')
          .filter((name) => present(item[name]))
          .map((name) => (
            <img key={name} className={styles.picture} src={String(item[name])} alt={heading} />
          ))}
        <dl className={styles.details}>
          {labelledFields(definition)
            .filter(([name]) => present(item[name]))
            .map(([name, field]) => (
              <Fragment key={name}>
                <dt>{fieldName(field, t.fields[name] ?? field.label)}</dt>
                <dd lang={englishIf(item, name)}>
                  <Value field={field} value={item[name]} />
                </dd>
              </Fragment>
            ))}
        </dl>
        {longTextFields(definition)
          .filter((name) => present(item[name]))
          .map((name) => (
            <p key={name} className={styles.text} lang={englishIf(item, name)}>
              {String(item[name])}
            </p>
          ))}
        {shownFiles(definition, 'file')
          .filter((name) => present(item[name]))
          .map((name) => {
            const details = fileLabel(
              item[`${name}Type`] as string | null,
              item[`${name}Name`] as string | null,
              item[`${name}Size`] as number | null,
            );
            return (
              <p key={name}>
                <a className={p.buttonLink} href={downloadUrl(String(item[name]))} download>
                  {heading}
                  {details ? ` (${details})` : ''}
                </a>
              </p>
            );
          })}
        <Embedded lists={embedded} item={item} />
        <Cite definition={definition} item={item} heading={heading} />
      </article>
      {Extra ? <Extra item={item} /> : null}
    </div>
  );
}

/** The item page of a route's type, its definitions loaded with the page (route-table.ts). */
export function ItemPage({ type }: { type: PublicType }) {
  const { pathname } = useLocation();
  const target = itemOfPage(pathname);
  const query = useGetItemOfPageQuery({ path: target?.path ?? '', id: target?.id ?? '' }, { skip: !target });
  if (!target || query.data === null) return <NotFoundPage />;
  if (query.isError)
    return (
      <div className={p.page}>
        <LoadError
          text={sitePages.loadError}
          retryLabel={sitePages.retry}
          onRetry={() => void query.refetch()}
          busy={query.isFetching}
        />
      </div>
    );
  if (!query.data)
    return (
      <p className={p.listLoading} role="status" {...LOADING_PLACEHOLDER}>
        {en.common.loading}
      </p>
    );
  return <ItemView type={type} item={query.data} />;
}
