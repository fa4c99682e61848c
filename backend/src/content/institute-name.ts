/**
 * The institute's name as the office published it in the site settings (ARCHITECTURE 12.1: nothing
 * about the institute stays in code): every mail the site sends (contact, training, review,
 * newsletter, accounts) comes in it and the site's own mails sign with it (the mail sender reads it
 * at each send through the source given here at start), a visitor's mail in the language it speaks;
 * a paper's citation names it in English.
 * Kept while the content version stays (every admin write bumps it, on any replica), as reading the
 * whole settings cost about 1 ms, and a newsletter sends one mail per subscriber.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { siteSettings } from '@diet/contracts/content-types/site-settings';
import { DEFAULT_LANGUAGE, type Language } from '@diet/contracts/languages';
import { ContentVersionService } from '../cache/content-version.service';
import { MailSender } from '../mail/mail-sender';
import { singletonServiceToken, type SingletonService } from './singleton.service';

@Injectable()
export class InstituteName implements OnModuleInit {
  private kept: { version: number; names: Map<Language, string> } | undefined;

  constructor(
    private readonly mail: MailSender,
    @Inject(singletonServiceToken(siteSettings)) private readonly settings: SingletonService,
    private readonly versions: ContentVersionService,
  ) {}

  onModuleInit(): void {
    this.mail.readInstituteNameFrom((language) => this.read(language));
  }

  /** In `language` as published (English where the office gave no translation). */
  async read(language: Language = DEFAULT_LANGUAGE): Promise<string> {
    const version = await this.versions.read();
    if (this.kept?.version !== version) this.kept = { version, names: new Map() };
    let name = this.kept.names.get(language);
    if (name === undefined) {
      name = String((await this.settings.published(language)).instituteName);
      this.kept.names.set(language, name);
    }
    return name;
  }
}
