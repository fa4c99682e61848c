import { IntersectionType, PickType } from '@nestjs/swagger';
import { LanguageQueryDto } from '../../common/language-query';
import { ContactMessageDto } from './contact-message.dto';

/**
 * Query of GET /api/contact/:reference: the sender's e-mail, checked as the form checks it, and the
 * `lang` every public read of a Punjabi or Hindi page carries.
 */
export class TrackQueryDto extends IntersectionType(
  PickType(ContactMessageDto, ['email'] as const),
  LanguageQueryDto,
) {}
