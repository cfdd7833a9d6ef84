import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { describeOnPostgres } from '../concurrency/describe-on-postgres.js';
import { createPool } from './pg-pool.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describeOnPostgres('the PostgreSQL pool', () => {
  it('keeps none of the rows of the query that opened a connection once they are dropped', async () => {
    const pool = createPool(process.env.TEST_DATABASE_URL as string);
    try {
      let rows: unknown[] = (await pool.query("select g, repeat('x', 100) as t from generate_series(1, 5000) g")).rows;
      expect(rows).toHaveLength(5000);
      const held = new WeakRef(rows);
      rows = [];
      for (let i = 0; i < 3 && held.deref() !== undefined; i += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        collectGarbage();
      }
      expect(held.deref(), 'the rows are still held after the query').toBeUndefined();
      // The connection that query opened is still pooled, so it was not closing it that let the rows go.
      expect(pool.totalCount).toBe(1);
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('answers a failing statement with its error and keeps serving', async () => {
    const pool = createPool(process.env.TEST_DATABASE_URL as string);
    try {
      await expect(pool.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
      expect((await pool.query({ text: 'select $1::int as n', values: [7] })).rows).toEqual([{ n: 7 }]);
    } finally {
      await pool.end();
    }
  });
});
