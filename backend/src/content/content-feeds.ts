/**
 * RSS 2.0 feeds of the content types whose definition has `public.feed`: GET /rss/<path>.xml, in
 * Punjabi or Hindi with `?lang=pa|hi` (items in that language, English where a translation is
 * missing, like the lists), the latest items of the same public list visitors read (so only what they may see, in the list's
 * view), each linked to its own page (or its place on the type's page). Cached by the public cache like the lists
 * (backend/src/cache/public-cache.ts), so any write invalidates it.
 */
import { Controller, Get, Header, Inject, Query, type Type } from '@nestjs/common';
import { publicPageOf, titleFieldOf, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { itemPageHref } from '@diet/contracts/public-routes';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { feedHref, itemAnchor } from '@diet/contracts/feeds';
import { GLOSSARY } from '@diet/contracts/glossary';
import {
  DEFAULT_LANGUAGE,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from '@diet/contracts/languages';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { escapeMarkup } from '../common/markup';
import { RawResponse } from '../common/route-metadata';
import { contentServiceToken } from './content-controllers';
import { itemLanguage } from './content-translations';
import type { ContentRecord, ContentService } from './content.service';

/** Items in a feed: the latest page of the list. */
export const FEED_ITEMS = 50;
/** A description longer than this is cut at a word: a feed reader shows a summary. */
const SUMMARY_CHARS = 500;

/** The address of a feed (and of the <link rel="alternate"> pages give it). */
export const feedPath = (definition: ContentTypeDefinition, language: Language = DEFAULT_LANGUAGE) =>
  feedHref(definition.path, language);

/** RFC 822 date of a day (midnight at the institute) or a moment. */
function rfc822(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const at =
    value instanceof Date
      ? value
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? `${String(value)}T00:00:00+05:30` : String(value));
  return Number.isNaN(at.getTime()) ? null : at.toUTCString();
}

function summary(text: unknown): string | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  const plain = text.trim().replace(/\s+/g, ' ');
  return plain.length <= SUMMARY_CHARS ? plain : `${plain.slice(0, SUMMARY_CHARS).replace(/\s+\S*$/, '')}…`;
}

const element = (name: string, value: string | null) =>
  value === null ? [] : [`<${name}>${escapeMarkup(value)}</${name}>`];

/** The feed's XML for these records (read in `language`), its channel and links in that language. */
export function feedXml(
  definition: ContentTypeDefinition,
  records: readonly ContentRecord[],
  publicUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const feed = definition.public && definition.public.feed;
  const page = publicPageOf(definition);
  if (!feed || !page) throw new Error(`Content type ${definition.name} has no feed`);
  const pageUrl = `${publicUrl}${pathInLanguage(page, language)}`;
  const titleField = titleFieldOf(definition);
  const items = records.map((r) => {
    // Its own page where its type has one (ARCHITECTURE 12.1), else its element on the type's page.
    const own = itemPageHref(definition.path, r.id);
    const link = own ? `${publicUrl}${pathInLanguage(own, language)}` : `${pageUrl}#${itemAnchor(r.id)}`;
    return [
      '    <item>',
      ...[
        ...element('title', String(r[titleField] ?? '')),
        ...element('link', link),
        ...element('description', feed.descriptionField ? summary(r[feed.descriptionField]) : null),
        ...element('pubDate', rfc822(r[feed.dateField])),
        `<guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      ].map((line) => `      ${line}`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...[
      ...element('title', `${feed.title[language]}: ${GLOSSARY.institute[language]}, ${GLOSSARY.faridkot[language]}`),
      ...element('link', pageUrl),
      ...element('description', feed.description[language]),
      `<language>${language}-in</language>`,
      `<atom:link href="${escapeMarkup(publicUrl + feedPath(definition, language))}" rel="self" type="application/rss+xml"/>`,
    ].map((line) => `    ${line}`),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * The <link rel="alternate"> of the feed of the page at `pathname` ('/pa/notices' too), if it has
 * one, in the page's language: written into the served page's head.
 */
export function feedLinks(pathname: string, definitions: readonly ContentTypeDefinition[] = CONTENT_TYPES): string[] {
  const language = languageOfPath(pathname);
  const page = pathWithoutLanguage(pathname);
  return definitions.flatMap((d) =>
    d.public && d.public.feed && publicPageOf(d) === page
      ? [
          `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(d.public.feed.title[language])}" href="${escapeMarkup(feedPath(d, language))}">`,
        ]
      : [],
  );
}

/** GET /rss/<path>.xml for a type with a feed. */
export function feedControllers(definition: ContentTypeDefinition): Type[] {
  if (!definition.public || !definition.public.feed) return [];
  @Controller()
  class FeedController {
    constructor(
      @Inject(contentServiceToken(definition)) readonly content: ContentService,
      @Inject(APP_CONFIG) readonly config: AppConfig,
    ) {}

    @Get(feedPath(definition).slice(1))
    @RawResponse()
    @Header('Content-Type', 'application/rss+xml; charset=utf-8')
    async feed(@Query() query: Record<string, unknown>): Promise<string> {
      const language = itemLanguage(query);
      const page = await this.content.list({ pageSize: String(FEED_ITEMS), lang: language }, 'public');
      return feedXml(definition, page.items, this.config.publicUrl, language);
    }
  }
  return [FeedController];
}
