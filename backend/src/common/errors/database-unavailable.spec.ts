import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', withCode('ECONNRESET')],
    ['57P01 admin_shutdown (postmaster exit)', withCode('57P01', 'terminating connection due to unexpected postmaster exit')],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now (recovery)', withCode('57P03', 'the database system is in recovery mode')],
    ['08006 connection_failure', withCode('08006')],
    ['a connection ended without a code', new Error('Connection terminated unexpectedly')],
    ['TypeORM wrapping the driver error', new QueryFailedError('select 1', [], withCode('57P01'))],
    ['the connection dropped inside a transaction (TypeORM released its runner)', new QueryRunnerAlreadyReleasedError()],
    ['every address refused (AggregateError)', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
  ])('true for %s', (_, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ['a unique violation', new QueryFailedError('insert', [], withCode('23505'))],
    ['a statement timeout (57014, its own 503)', withCode('57014')],
    ['a wrong password', withCode('28P01')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('false for %s', (_, err) => expect(isDatabaseUnavailable(err)).toBe(false));
});
