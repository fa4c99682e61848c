/**
 * The parts of a list page whose definition asks for a table (`listPage.table`) and facet buttons
 * (`listPage.facetButtons`): the library's catalogue. A chunk of its own, loaded by the list page
 * only for such a type, so the other list pages' first load does not carry it. Their styles are in
 * the list page's own stylesheet (list-page.module.css, card-table.module.css), so the server's
 * HTML is styled before this script arrives.
 */
import { Link } from 'react-router-dom';
import { activeLanguage } from '@diet/contracts/active-language';
import {
  titleFieldOf,
  type ContentTypeDefinition,
  type Field,
  type ListTableColumn,
} from '@diet/contracts/content-type';
import type { FacetCount } from '@diet/contracts/api';
import type { PublicItem } from '../../api/content-api';
import { CardTable } from '../../components/card-table';
import { choiceLabel, fieldName } from '../../components/definition-names';
import { englishIf } from '../../components/english-fallback';
import { ItemTitleLink } from '../../components/item-title-link';
import p from '../../components/page.module.css';
import styles from './list-page.module.css';

type ListPageOf = NonNullable<Exclude<ContentTypeDefinition['public'], false>['listPage']>;

/** A field's value as visitors read it: a choice by its name, anything else as it is. */
const shown = (field: Field | undefined, value: unknown) =>
  field?.kind === 'choice' ? choiceLabel(field, String(value)) : String(value);

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** One cell: the value (the title to the item's page), its details under it, or its badge. */
function Cell({
  definition,
  column,
  item,
}: {
  definition: ContentTypeDefinition;
  column: ListTableColumn;
  item: PublicItem;
}) {
  const language = activeLanguage();
  const field = definition.fields[column.field];
  const value = item[column.field];
  if (column.badge) {
    const some = Number(value) > 0;
    return (
      <span className={`${p.badge} ${some ? p.green : p.grey}`}>
        {some
          ? column.badge.some[language].replace('{n}', String(value)).replace('{of}', String(item[column.badge.of]))
          : column.badge.none[language]}
      </span>
    );
  }
  if (!present(value)) return null;
  const details = (column.details ?? []).flatMap(({ field: name, named }) => {
    const of = definition.fields[name];
    if (!present(item[name])) return [];
    const text = shown(of, item[name]);
    return [named && of ? `${fieldName(of, of.label)} ${text}` : text];
  });
  const text = shown(field, value);
  const content =
    column.field === titleFieldOf(definition) ? (
      <span className={styles.title} lang={englishIf(item, column.field)}>
        <ItemTitleLink path={definition.path} id={item.id}>
          {text}
        </ItemTitleLink>
      </span>
    ) : (
      <span lang={englishIf(item, column.field)}>{text}</span>
    );
  if (!details.length) return content;
  // One block: on a phone the cell is a row of its column's title and this.
  return (
    <div>
      {content}
      <span className={styles.details}>{details.join(' · ')}</span>
    </div>
  );
}

/** The page's items as a table of the definition's columns (CardTable: a card per row on a phone). */
export function ListTable({
  definition,
  table,
  items,
  busy,
}: {
  definition: ContentTypeDefinition;
  table: NonNullable<ListPageOf['table']>;
  items: readonly PublicItem[];
  busy: boolean;
}) {
  const language = activeLanguage();
  return (
    <CardTable
      caption={table.caption[language]}
      columns={table.columns.map((column) => column.title[language])}
      busy={busy}
      rows={items.map((item) => ({
        key: item.id,
        cells: table.columns.map((column) => (
          <Cell key={column.field} definition={definition} column={column} item={item} />
        )),
      }))}
    />
  );
}

/**
 * The counts of the search's values of each field in `groups` (the list's `meta.facets`), each a
 * link that filters the list by it (current while chosen); followed again, it lets go. Links work
 * before (and without) the script; with it, the list changes at once.
 */
export function FacetButtons({
  definition,
  facetButtons,
  facets,
  chosen,
  toOf,
}: {
  definition: ContentTypeDefinition;
  facetButtons: NonNullable<ListPageOf['facetButtons']>;
  facets: Record<string, FacetCount[]> | undefined;
  chosen: Record<string, string>;
  /** Where choosing `value` of `field` leads (the router's path; the Link adds the language's prefix). */
  toOf: (field: string, value: string) => string;
}) {
  const language = activeLanguage();
  if (!facets) return null;
  const groups = Object.entries(facetButtons.groups).filter(([field]) => (facets[field] ?? []).length > 0);
  return (
    <nav className={styles.facets} aria-label={facetButtons.label[language]}>
      {groups.map(([field, title]) => (
        <div key={field} className={styles.facetGroup} role="group" aria-labelledby={`facet-${field}`}>
          <h3 id={`facet-${field}`} className={styles.facetTitle}>
            {title[language]}
          </h3>
          <ul className={styles.facetList}>
            {facets[field].map(({ value, count }) => {
              const current = chosen[field] === String(value);
              const next = current ? '' : String(value);
              return (
                <li key={String(value)}>
                  <Link
                    className={styles.facetButton}
                    to={toOf(field, next)}
                    replace
                    aria-current={current ? 'true' : undefined}
                  >
                    {`${shown(definition.fields[field], value)} (${count})`}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The chunk's one export, so the list page's one lazy component draws both (its chunk suspends a render once). */
export type TablePartProps =
  ({ part: 'table' } & Parameters<typeof ListTable>[0]) | ({ part: 'facets' } & Parameters<typeof FacetButtons>[0]);

export function TablePart(props: TablePartProps) {
  return props.part === 'table' ? <ListTable {...props} /> : <FacetButtons {...props} />;
}
