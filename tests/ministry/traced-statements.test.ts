import { describe, expect, it } from 'vitest';
import { statementSummary } from '../../ministry/db/traced';

// A statement's span is named by its kind and its first table (decision 119), never by its values.
describe('the name of a statement’s span', () => {
  it.each([
    ['select "id", "pin" from "acts" where "acts"."uuid" = $1', 'SELECT acts'],
    ['insert into "journal" ("act_id", "event") values ($1, $2)', 'INSERT journal'],
    ['update "acts" set "version" = $1 where "id" = $2', 'UPDATE acts'],
    ['delete from sessions where expires_at < now()', 'DELETE sessions'],
    ['with due as (select id from pgboss.job) select * from due', 'WITH job'],
    ['  BEGIN', 'BEGIN'],
    ['select 1', 'SELECT'],
  ])('%s is %s', (text, name) => {
    expect(statementSummary(text).summary).toBe(name);
  });

  it('holds no value written in the statement’s text', () => {
    expect(statementSummary("select * from people where pin = '31234567890123'").summary).toBe(
      'SELECT people',
    );
  });
});
