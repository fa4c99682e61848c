/**
 * What the site's own documents and pictures take of the office's published identity: the emblems
 * in the header's order, and an uploaded file's bytes (the share card and the certificates draw the
 * first emblem).
 */
import type { ModuleRef } from '@nestjs/core';
import type { Readable } from 'node:stream';
import type { SiteContent } from '@diet/contracts/entities';
import type { Language } from '@diet/contracts/languages';
import { EMBLEM_POSITIONS, siteEmblems } from '@diet/contracts/content-types/site-emblems';
import { contentServiceToken } from '../content/content-controllers';
import type { ContentService } from '../content/content.service';
import { storedNameOf, type FileStorage } from '../files/file-storage';

const headerOrder = (position: unknown) => EMBLEM_POSITIONS.indexOf(position as (typeof EMBLEM_POSITIONS)[number]);

/** The visitors' own list of the emblems: only what is published, each description in the language. */
export async function publishedEmblems(modules: ModuleRef, language: Language): Promise<SiteContent['emblems']> {
  const emblems = await modules
    .get<ContentService>(contentServiceToken(siteEmblems), { strict: false })
    .list({ lang: language }, 'public');
  const inHeaderOrder = [...emblems.items].sort((a, b) => headerOrder(a.position) - headerOrder(b.position));
  return inHeaderOrder.map((e) => ({ src: String(e.image), alt: String(e.description) }));
}

/** The bytes of an upload by its address (/uploads/<name>); none when there is no such file. */
export async function uploadedBytes(files: FileStorage, src: string | undefined): Promise<Buffer | undefined> {
  const name = storedNameOf(src);
  const file = name ? await files.open(name) : null;
  if (!file) return undefined;
  // An emblem of a few hundred KB at most.
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
