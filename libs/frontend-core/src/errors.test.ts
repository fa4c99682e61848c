import { errorStatus, errorText, serverFieldErrors } from './errors';

describe('errorText', () => {
  it("gives the envelope's error text", () => {
    const error = {
      status: 400,
      data: { success: false, statusCode: 400, error: 'Year must be after 2000', message: 'x' },
    };
    expect(errorText(error, 'fallback')).toBe('Year must be after 2000');
  });

  it('falls back when the server gave no readable text or never answered', () => {
    expect(errorText({ status: 502, data: '<html>' }, 'fallback')).toBe('fallback');
    expect(errorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'fallback')).toBe('fallback');
    expect(errorText(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('tells the HTTP status apart from a network failure', () => {
    expect(errorStatus({ status: 401, data: {} })).toBe(401);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'x' })).toBeUndefined();
  });
});

describe('serverFieldErrors', () => {
  it("puts each of the API's field messages under its field, ignoring fields the form does not have", () => {
    const error = {
      status: 409,
      data: { error: 'taken', details: { employeeId: 'Employee ID already exists', role: 'ignored', copies: 3 } },
    };
    expect(serverFieldErrors(error, ['employeeId', 'teacherName', 'copies'])).toEqual([
      { name: 'employeeId', errors: ['Employee ID already exists'] },
    ]);
  });

  it('gives nothing for a failure without details', () => {
    expect(serverFieldErrors({ status: 'FETCH_ERROR', error: 'x' }, ['a'])).toEqual([]);
    expect(serverFieldErrors(undefined, ['a'])).toEqual([]);
  });
});
