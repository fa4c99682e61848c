/**
 * A year field whose upper bound moves with the calendar (the current year at the institute), so
 * it is computed when a request is validated, not when the class is loaded. One rule per field,
 * like the other field decorators, so the first message is the one SPEC.md lists first.
 */
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { VALIDATION } from '@diet/contracts/messages';
import { ApiField } from '../docs/field-schema';

export interface YearOptions {
  required: string;
  notNumber: string;
  min: number;
  minMessage: string;
  /** The latest allowed year, asked at validation time. */
  max: () => number;
  maxMessage: string;
}

export function checkYear(v: unknown, o: YearOptions): string | null {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return o.required;
  if (typeof v !== 'number' || !Number.isFinite(v)) return o.notNumber;
  if (!Number.isInteger(v)) return VALIDATION.mustBeWholeNumber;
  if (v < o.min) return o.minMessage;
  if (v > o.max()) return o.maxMessage;
  return null;
}

export function YearField(o: YearOptions): PropertyDecorator {
  return applyDecorators(
    // The upper bound moves with the calendar, so the description says it rather than a number fixed at start-up.
    ApiField(
      { kind: 'integer', label: 'Year', required: o.required, min: o.min },
      { description: 'At most the current year (see the validation message).' },
    ),
    // Multipart sends text: "2024" becomes 2024; anything else stays as it is and fails below.
    Transform(({ value }) =>
      typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
    ),
    ValidateBy({
      name: 'yearField',
      validator: {
        validate: (value: unknown) => checkYear(value, o) === null,
        defaultMessage: (args?: ValidationArguments) => checkYear(args?.value, o) ?? '',
      },
    }),
  );
}
