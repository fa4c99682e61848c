import { VALIDATION } from '@diet/contracts/messages';
import { ApiError } from './api-error';
import { DateField } from './field-validators';
import { createValidationPipe } from './validation';

/** Every DTO date (events, gallery, results, study materials) is a DateField; two stand for them all. */
class Dated {
  @DateField({ required: VALIDATION.publishDateRequired })
  publishDate: string;

  @DateField({})
  until?: string | null;
}

async function parse(body: Record<string, unknown>): Promise<Dated | string> {
  try {
    return (await createValidationPipe().transform(body, { type: 'body', metatype: Dated })) as Dated;
  } catch (error) {
    return (error as ApiError).message;
  }
}

describe('DateField', () => {
  it.each([
    ['2026-12-23', '2026-12-23'],
    [' 2026-12-23 ', '2026-12-23'],
    ['2026-12-23T00:00:00.000Z', '2026-12-23'],
    ['2026-12-22T20:00:00Z', '2026-12-23'],
    ['2026-12-23T10:00:00+05:30', '2026-12-23'],
    ['2026-12-23T23:30', '2026-12-23'],
  ])('takes %j as the institute day %s, on a required and an optional field', async (sent, day) => {
    expect(await parse({ publishDate: sent, until: sent })).toEqual(
      Object.assign(new Dated(), { publishDate: day, until: day }),
    );
  });

  it.each(['2026-02-30', '2026-02-30T10:00:00Z', '2026-12-23T25:00Z', 'tomorrow', 20261223])(
    'refuses %j with the field message',
    async (sent) => {
      expect(await parse({ publishDate: sent })).toBe(VALIDATION.dateInvalid);
      expect(await parse({ publishDate: '2026-12-23', until: sent })).toBe(VALIDATION.dateInvalid);
    },
  );

  it('keeps the required and empty rules', async () => {
    expect(await parse({ publishDate: '' })).toBe(VALIDATION.publishDateRequired);
    expect(await parse({ publishDate: '2026-12-23', until: ' ' })).toEqual(
      Object.assign(new Dated(), { publishDate: '2026-12-23', until: null }),
    );
  });
});
