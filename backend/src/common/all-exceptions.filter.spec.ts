import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { HTTP_ERRORS, UPLOAD } from '@diet/contracts/messages';
import { ApiError } from './api-error';
import { describeError, errorBody } from './all-exceptions.filter';

const driverError = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('describeError', () => {
  it.each([
    'ECONNREFUSED',
    'PROTOCOL_CONNECTION_LOST',
    'ER_ACCESS_DENIED_ERROR',
    'ETIMEDOUT',
    'SQLITE_BUSY',
    'SQLITE_BUSY_SNAPSHOT',
    'SQLITE_CANTOPEN',
  ])('maps the connection error %s to 503', (code) => {
    expect(describeError(driverError(code))).toEqual({ status: 503, text: HTTP_ERRORS.databaseUnavailable });
    // Also when TypeORM wraps the driver error in a QueryFailedError.
    expect(describeError(new QueryFailedError('SELECT 1', [], driverError(code))).status).toBe(503);
  });

  it('maps a closed data source to 503', () => {
    expect(describeError(new TypeError('The database connection is not open')).status).toBe(503);
    expect(describeError(new Error('Connection is not established with mysql database')).status).toBe(503);
  });

  it('maps duplicate keys to 409', () => {
    expect(describeError(new QueryFailedError('INSERT', [], driverError('ER_DUP_ENTRY'))).status).toBe(409);
    expect(describeError(new QueryFailedError('INSERT', [], driverError('SQLITE_CONSTRAINT_UNIQUE')))).toEqual({
      status: 409,
      text: HTTP_ERRORS.conflict,
    });
  });

  it('passes our own texts and details through', () => {
    expect(describeError(new ApiError(413, UPLOAD.tooLarge))).toEqual({
      status: 413,
      text: UPLOAD.tooLarge,
      details: undefined,
    });
    expect(describeError(ApiError.badRequest('Title is required', { title: 'Title is required' })).details).toEqual({
      title: 'Title is required',
    });
  });

  it('replaces foreign texts by catalogue texts so nothing internal leaks', () => {
    expect(describeError(new BadRequestException('Unexpected token } in JSON at position 7'))).toEqual({
      status: 400,
      text: HTTP_ERRORS.badRequest,
    });
    expect(describeError(new NotFoundException('Cannot GET /api/x'))).toEqual({
      status: 404,
      text: HTTP_ERRORS.routeNotFound,
    });
    expect(describeError(new PayloadTooLargeException('File too large'))).toEqual({
      status: 413,
      text: HTTP_ERRORS.payloadTooLarge,
    });
    expect(describeError(new BadRequestException(UPLOAD.invalidType))).toEqual({
      status: 400,
      text: UPLOAD.invalidType,
    });
  });

  it('answers anything unknown with a plain 500 text', () => {
    expect(describeError(new Error('secret stack detail'))).toEqual({ status: 500, text: HTTP_ERRORS.internal });
    expect(describeError(undefined)).toEqual({ status: 500, text: HTTP_ERRORS.internal });
  });

  it('builds the error body with error === message and no empty details', () => {
    expect(errorBody({ status: 404, text: 'x' })).toEqual({
      success: false,
      statusCode: 404,
      error: 'x',
      message: 'x',
    });
    expect(errorBody({ status: 400, text: 'x', details: {} })).not.toHaveProperty('details');
  });

  it("adds the request id to details, beside the fields' messages", () => {
    expect(errorBody({ status: 404, text: 'x' }, 'req-1')).toEqual({
      success: false,
      statusCode: 404,
      error: 'x',
      message: 'x',
      details: { requestId: 'req-1' },
    });
    expect(errorBody({ status: 400, text: 'x', details: { title: 'x', date: 'y' } }, 'req-1').details).toEqual({
      title: 'x',
      date: 'y',
      requestId: 'req-1',
    });
    expect(errorBody({ status: 400, text: 'x', details: { requestId: 'not allowed' } }, 'req-1').details).toEqual({
      requestId: 'req-1',
    });
  });
});
