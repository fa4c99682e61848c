/**
 * How the one item page reads any content type's item from its definition: what names it (the
 * heading), which fields it shows and how, what describes it and what pictures it.
 */
import {
  fieldEntries,
  fileFields,
  titleFieldOf,
  type ContentTypeDefinition,
  type Field,
} from '@diet/contracts/content-type';
import { plainText } from '@diet/contracts/page-text';
import type { PublicItem } from '../../api/content-api';
import { truncate } from '../../components/truncate';

/** A meta description is at most this long (what search results show). */
const DESCRIPTION_LENGTH = 160;

/** The fields that name the item: its title, or where that is a choice (a result's course) its label fields. */
export function headingFields(definition: ContentTypeDefinition): string[] {
  const title = titleFieldOf(definition);
  const field = definition.fields[title];
  return field && field.kind !== 'text' && definition.labelFields ? [...definition.labelFields] : [title];
}

/** Kinds shown as a labelled value under the heading; long texts, files and pictures have their own places. */
const LABELLED: readonly Field['kind'][] = ['text', 'textList', 'integer', 'date', 'choice', 'url', 'time', 'dateTime'];

/** The fields shown as 'label: value', in the definition's order: what visitors may read, not what names the item. */
export function labelledFields(definition: ContentTypeDefinition): [string, Field][] {
  const heading = headingFields(definition);
  return fieldEntries(definition).filter(
    ([name, f]) => !f.adminOnly && !heading.includes(name) && LABELLED.includes(f.kind),
  );
}

/** The long texts visitors may read (a notice's body, an event's description). */
export function longTextFields(definition: ContentTypeDefinition): string[] {
  return fieldEntries(definition)
    .filter(([, f]) => f.kind === 'longText' && !f.adminOnly)
    .map(([name]) => name);
}

/** The documents and pictures visitors may open. */
export function shownFiles(definition: ContentTypeDefinition, kind: 'file' | 'image'): string[] {
  return fileFields(definition)
    .filter(([, f]) => f.kind === kind && !f.adminOnly)
    .map(([name]) => name);
}

/** What the item's page is described by: its first long text, plain and short, else its heading. */
export function descriptionOf(definition: ContentTypeDefinition, item: PublicItem, heading: string): string {
  const text = longTextFields(definition)
    .map((name) => item[name])
    .find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return text ? truncate(plainText(text), DESCRIPTION_LENGTH) : heading;
}

/** The item's first picture, if it has one. */
export function pictureOf(definition: ContentTypeDefinition, item: PublicItem): string | undefined {
  return shownFiles(definition, 'image')
    .map((name) => item[name])
    .find((value): value is string => typeof value === 'string' && value !== '');
}
