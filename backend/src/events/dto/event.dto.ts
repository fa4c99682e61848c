import { EVENT_CATEGORIES, type EventCategory } from '@diet/contracts/enums';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { DateField, EnumField, TextField, UrlField } from '../../common/field-validators';

/** Body of POST and PUT /api/admin/events. Field order = order of the form = order of messages. */
export class EventDto {
  @TextField({ label: 'Title', required: VALIDATION.titleRequired, max: MAX_LENGTH.title })
  title: string;

  @DateField({ required: VALIDATION.dateRequired })
  date: string;

  @TextField({ label: 'Description', required: VALIDATION.descriptionRequired, max: MAX_LENGTH.description })
  description: string;

  @UrlField({ label: 'Link', max: MAX_LENGTH.url })
  link?: string | null;

  @TextField({ label: 'Excerpt', max: MAX_LENGTH.excerpt })
  excerpt?: string | null;

  @TextField({ label: 'Location', max: MAX_LENGTH.shortText })
  location?: string | null;

  @EnumField({ label: 'Category', values: EVENT_CATEGORIES })
  category?: EventCategory | null;
}
