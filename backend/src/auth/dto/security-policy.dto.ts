import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { ROLES, type Role } from '@diet/contracts/accounts';
import { IDLE_MINUTES_MAX, IDLE_MINUTES_MIN, SECURITY_POLICY_MESSAGES } from '@diet/contracts/security-policy';
import { IntField } from '../../common/field-validators';

function rolesProblem(v: unknown): string | null {
  if (v === undefined || v === null) return SECURITY_POLICY_MESSAGES.rolesRequired;
  if (!Array.isArray(v) || !v.every((r) => typeof r === 'string' && (ROLES as readonly string[]).includes(r)))
    return SECURITY_POLICY_MESSAGES.roleInvalid;
  return null;
}

/** A list of roles: the rule and the API description's schema, together. */
const RoleListField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({
      type: 'array',
      items: { type: 'string', enum: [...ROLES] },
      required: true,
      description: 'Roles that must use two-factor sign-in; [] for none.',
    }),
    ValidateBy({
      name: 'roleList',
      validator: {
        validate: (v: unknown) => rolesProblem(v) === null,
        defaultMessage: (a) => rolesProblem(a?.value) ?? '',
      },
    }),
  );

/** PUT /api/admin/security-policy: the roles always, the idle limit when it changes. */
export class SecurityPolicyDto {
  @RoleListField()
  requireTwoFactor: Role[];

  @IntField({
    label: 'Idle limit',
    min: IDLE_MINUTES_MIN,
    max: IDLE_MINUTES_MAX,
    notNumber: SECURITY_POLICY_MESSAGES.idleMinutesRange,
    minMessage: SECURITY_POLICY_MESSAGES.idleMinutesRange,
    maxMessage: SECURITY_POLICY_MESSAGES.idleMinutesRange,
  })
  idleMinutes?: number | null;
}
