import { ValidateBy } from 'class-validator';
import { VALIDATION } from '@diet/contracts/messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Body of PUT /api/admin/staff/order: every staff id, in the order the public page shows them. */
export class StaffOrderDto {
  @ValidateBy({
    name: 'staffIds',
    validator: {
      validate: (v: unknown) =>
        Array.isArray(v) &&
        v.length <= 1000 &&
        v.every((id) => typeof id === 'string' && UUID.test(id)) &&
        new Set(v).size === v.length,
      defaultMessage: () => VALIDATION.invalidValue('Ids'),
    },
  })
  ids: string[];
}
