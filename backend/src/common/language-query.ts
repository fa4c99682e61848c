/**
 * `?lang=en|pa|hi` on the public reads that are not content types (ARCHITECTURE.md 11.2): a page
 * in Punjabi or Hindi sends it to every read. Their answers carry no translated text today (a
 * newsletter is in the language it was written in), so the language only chooses the error texts.
 */
import { LANGUAGES, type Language } from '@diet/contracts/languages';
import { EnumField } from './field-validators';
import { ListQueryDto } from './pagination';

export class LanguageQueryDto {
  @EnumField({ label: 'Language', values: LANGUAGES })
  lang?: Language | null;
}

/** A public list's page, pageSize and q, and its `lang`. */
export class PublicListQueryDto extends ListQueryDto {
  @EnumField({ label: 'Language', values: LANGUAGES })
  lang?: Language | null;
}
