/**
 * Field decorators for DTOs. Each one is a SINGLE class-validator rule that decides which message
 * applies (required, wrong type, too long, out of range), so the first failing rule of a field is
 * always the one SPEC.md section 5 lists first, and the text comes from libs/contracts.
 * Multipart sends everything as strings: numbers and booleans are converted here, explicitly,
 * instead of class-transformer's implicit conversion (which turns "false" into true).
 */
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { instituteDateOf } from '@diet/contracts/dates';
import { VALIDATION } from '@diet/contracts/messages';
import { ApiField } from '../docs/field-schema';

type Check = (value: unknown) => string | null;

/** Registers one rule whose message is whatever `check` reports. */
function rule(name: string, check: Check): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => check(value) === null,
      defaultMessage: (args?: ValidationArguments) => check(args?.value) ?? '',
    },
  });
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const trimString = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Optional fields: an empty string from a form means "no value". */
const emptyToNull = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

export interface TextOptions {
  label: string;
  max: number;
  /** Message when missing; omit for an optional field. */
  required?: string;
}

export function TextField(o: TextOptions): PropertyDecorator {
  return applyDecorators(
    ApiField({ kind: 'text', ...o }),
    o.required ? trimString : applyDecorators(trimString, emptyToNull),
    rule('textField', (v) => {
      if (isBlank(v)) return o.required ?? null;
      if (typeof v !== 'string') return VALIDATION.invalidValue(o.label);
      if (v.length > o.max) return VALIDATION.tooLong(o.label, o.max);
      return null;
    }),
  );
}

export function EmailField(o: { label: string; required?: string; invalid: string; max: number }): PropertyDecorator {
  return applyDecorators(
    ApiField({ kind: 'text', label: o.label, required: o.required, max: o.max }, { format: 'email' }),
    o.required ? trimString : applyDecorators(trimString, emptyToNull),
    rule('emailField', (v) => {
      if (isBlank(v)) return o.required ?? null;
      if (typeof v !== 'string') return o.invalid;
      if (v.length > o.max) return VALIDATION.tooLong(o.label, o.max);
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : o.invalid;
    }),
  );
}

export function EnumField(o: { label: string; values: readonly string[]; required?: string }): PropertyDecorator {
  return applyDecorators(
    ApiField({ kind: 'choice', ...o }),
    o.required ? trimString : applyDecorators(trimString, emptyToNull),
    rule('enumField', (v) => {
      if (isBlank(v)) return o.required ?? null;
      return typeof v === 'string' && o.values.includes(v) ? null : VALIDATION.notAllowed(o.label);
    }),
  );
}

/**
 * A date: YYYY-MM-DD, or any ISO 8601 date-time taken as the institute's calendar day in
 * Asia/Kolkata (ARCHITECTURE.md 11.5); either way it is stored and returned as YYYY-MM-DD.
 * A value that is neither stays as sent, for the rule to refuse.
 */
const toInstituteDate = Transform(({ value }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return instituteDateOf(trimmed) ?? trimmed;
});

export function DateField(o: { required?: string; invalid?: string }): PropertyDecorator {
  const invalid = o.invalid ?? VALIDATION.dateInvalid;
  return applyDecorators(
    ApiField({ kind: 'date', label: '', required: o.required }),
    o.required ? toInstituteDate : applyDecorators(toInstituteDate, emptyToNull),
    rule('dateField', (v) => {
      if (isBlank(v)) return o.required ?? null;
      return typeof v === 'string' && instituteDateOf(v) === v ? null : invalid;
    }),
  );
}

export interface IntOptions {
  label: string;
  required?: string;
  /** Message when the value is not a whole number. */
  notNumber?: string;
  min?: number;
  minMessage?: string;
  max?: number;
  maxMessage?: string;
}

const toIntIfNumeric = Transform(({ value }) =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value,
);

export function IntField(o: IntOptions): PropertyDecorator {
  return applyDecorators(
    ApiField({ kind: 'integer', ...o }),
    emptyToNull,
    toIntIfNumeric,
    rule('intField', (v) => {
      if (isBlank(v)) return o.required ?? null;
      if (typeof v !== 'number' || !Number.isFinite(v)) return o.notNumber ?? VALIDATION.invalidValue(o.label);
      if (!Number.isInteger(v)) return VALIDATION.mustBeWholeNumber;
      if (o.min !== undefined && v < o.min) return o.minMessage ?? VALIDATION.invalidValue(o.label);
      if (o.max !== undefined && v > o.max) return o.maxMessage ?? VALIDATION.invalidValue(o.label);
      return null;
    }),
  );
}

export function BoolField(o: { label: string; required?: string }): PropertyDecorator {
  return applyDecorators(
    ApiField({ kind: 'boolean', ...o }),
    Transform(({ value }) => {
      if (typeof value !== 'string') return value;
      const v = value.trim().toLowerCase();
      if (v === 'true' || v === '1') return true;
      if (v === 'false' || v === '0') return false;
      return v === '' ? null : value;
    }),
    rule('boolField', (v) => {
      if (isBlank(v)) return o.required ?? null;
      return typeof v === 'boolean' ? null : VALIDATION.invalidValue(o.label);
    }),
  );
}
