import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { databaseFailureAnswer, isDatabaseTimeout, isDatabaseUnavailable } from './database-unavailable.js';

const serverError = (code: string, message: string) => Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
const systemError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a server going down, starting up or refusing connections', () => {
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is shutting down'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P02', 'terminating connection due to crash of another server process'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08006', 'connection failure'))).toBe(true);
  });

  it('recognises network failures, also wrapped by TypeORM or in an AggregateError', () => {
    expect(isDatabaseUnavailable(systemError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], systemError('ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], serverError('57P01', 'terminating connection')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves every other failure to the ordinary handling', () => {
    expect(isDatabaseUnavailable(new QueryFailedError('INSERT', [], serverError('23505', 'duplicate key value')))).toBe(false);
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('isDatabaseTimeout (issue 18)', () => {
  it("recognises the statement timeout, a cancel and pg's query_timeout, also wrapped by TypeORM", () => {
    expect(
      isDatabaseTimeout(new QueryFailedError('SELECT', [], serverError('57014', 'canceling statement due to statement timeout'))),
    ).toBe(true);
    expect(isDatabaseTimeout(serverError('57014', 'canceling statement due to user request'))).toBe(true);
    expect(isDatabaseTimeout(new QueryFailedError('SELECT', [], new Error('Query read timeout')))).toBe(true);
  });

  it('answers 503 for both kinds, and nothing for the rest', () => {
    expect(databaseFailureAnswer(serverError('57014', 'canceling statement due to statement timeout'))).toMatchObject({
      statusCode: 503,
      code: 'http.database_timeout',
    });
    expect(databaseFailureAnswer(systemError('ECONNREFUSED'))).toMatchObject({ statusCode: 503, code: 'http.database_unavailable' });
    expect(databaseFailureAnswer(new QueryFailedError('INSERT', [], serverError('23505', 'duplicate key value')))).toBeUndefined();
    expect(databaseFailureAnswer(new Error('boom'))).toBeUndefined();
  });
});
