import { TextField } from '../../common/field-validators';

/** ?token= of the unsubscribe link. A missing token is simply an unknown one (404). */
export class UnsubscribeQueryDto {
  @TextField({ label: 'Token', max: 64 })
  token?: string | null;
}
