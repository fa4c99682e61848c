import { TextField } from '../../common/field-validators';
import { LanguageQueryDto } from '../../common/language-query';

/** ?token= of the unsubscribe link. A missing token is simply an unknown one (404). */
export class UnsubscribeQueryDto extends LanguageQueryDto {
  @TextField({ label: 'Token', max: 64 })
  token?: string | null;
}
