/**
 * Error texts, and the mails a visitor's request causes, in the reader's language (ARCHITECTURE.md
 * section 11.2): `?lang=` first (a Punjabi or Hindi page sends it with every public call), then the
 * best of our languages in Accept-Language. English stays SPEC.md's text exactly; Punjabi and Hindi
 * come from libs/contracts' catalogues, where a message without a translation stays English.
 */
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import '@diet/contracts/i18n/messages.hi';
import '@diet/contracts/i18n/messages.pa';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@diet/contracts/languages';
import { translateMessage } from '@diet/contracts/translate-message';
import type { ErrorOutcome } from './all-exceptions.filter';

/** The language an Accept-Language header prefers among ours ('pa-IN,pa;q=0.9,en;q=0.8' -> 'pa'); English when none. */
export function acceptedLanguage(header: string | undefined): Language {
  let best: { language: Language; quality: number } = { language: DEFAULT_LANGUAGE, quality: 0 };
  for (const part of (header ?? '').split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) || 0 : 1;
    if ((LANGUAGES as readonly string[]).includes(primary) && quality > best.quality)
      best = { language: primary as Language, quality };
  }
  return best.language;
}

/** The language a request's errors and mails are written in: `?lang=` when it names one of ours, else Accept-Language. */
export function readerLanguage(req: Pick<Request, 'query' | 'headers'> | undefined): Language {
  const lang = req?.query?.lang;
  if (isLanguage(lang)) return lang;
  return acceptedLanguage(req?.headers?.['accept-language']);
}

/** A handler's parameter: the request's reader language (readerLanguage), for the mails it sends. */
export const ReaderLanguage = createParamDecorator((_: unknown, context: ExecutionContext) =>
  readerLanguage(context.switchToHttp().getRequest<Request>()),
);

/** The outcome with its message and each field's message in `language`. */
export function inLanguage(outcome: ErrorOutcome, language: Language): ErrorOutcome {
  if (language === DEFAULT_LANGUAGE) return outcome;
  const details =
    outcome.details &&
    Object.fromEntries(
      Object.entries(outcome.details).map(([field, text]) => [field, translateMessage(text, language)]),
    );
  return { ...outcome, text: translateMessage(outcome.text, language), ...(details ? { details } : {}) };
}
