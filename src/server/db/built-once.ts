import { Column, SQL, getTableColumns, sql, type Query } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

type Fields = Record<string, PgColumn | SQL | SQL.Aliased>;
type Built = { toSQL(): Query } | SQL;

const dialect = new PgDialect();
/** Shapes of one insert kept built and prepared (row counts and column sets seen). */
const MAX_SHAPES = 16;

/** Drizzle's own order for a flat selection: the keys as written, which is also the SQL's column order. */
function orderedFields(fields: Fields) {
  return Object.entries(fields).map(([key, field]) => ({ path: [key], field }));
}

function toQuery(built: Built): Query {
  return built instanceof SQL ? dialect.sqlToQuery(built) : built.toSQL();
}

/**
 * Drizzle builds a statement from its parts on every run, and for a wide insert or update that costs
 * more CPU than sending it: the checkout's statements built per order were a third of an order's
 * CPU on the server (bench/order-cpu.ts). A statement made here is built once per process, with
 * every per-request value a `sql.placeholder`, and runs on whatever handle it is given, the pool or
 * a transaction. It is prepared by name on each connection, as the product page's and the session's
 * reads are (ADR 73, 76; this is ADR 80), and rows are mapped by Drizzle as a built statement's are.
 *
 * A value written into the statement rather than as a placeholder is frozen at the first run: only
 * constants may be.
 */
export function rowsStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  fields: Fields,
  build: (db: Db, fields: Fields) => Built,
): (db: Db, values: Values) => Promise<Row[]> {
  let query: Query | undefined;
  const ordered = orderedFields(fields);
  return async (db, values) => {
    query ??= toQuery(build(db, fields));
    const statement = db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(query, ordered, name, true);
    return statement.execute(values);
  };
}

/**
 * An insert of whole rows, built once per shape: the columns given a value (an `undefined` one takes
 * the column's default, as in Drizzle) and the number of rows. It answers the rows as stored, or the
 * `returning` fields given (then `Row` says their shape).
 */
export function insertStatement<T extends PgTable, Row = T['$inferSelect']>(
  name: string,
  table: T,
  returning: Fields = getTableColumns(table),
): (db: Db, rows: T['$inferInsert'][]) => Promise<Row[]> {
  const columns: Fields = getTableColumns(table);
  const ordered = orderedFields(returning);
  const shapes = new Map<string, { query: Query; name: string | undefined }>();
  return async (db, rows) => {
    const keys = rows.map((row) => Object.keys(row).filter((key) => row[key as keyof typeof row] !== undefined));
    const shapeKey = keys.map((k) => k.join(',')).join(';');
    let shape = shapes.get(shapeKey);
    if (!shape) {
      // Each named statement stays prepared on every connection: unusual shapes are built per run.
      // Wrapped in sql so Drizzle passes them through: they are encoded below, null kept as NULL.
      const placeholders = keys.map((rowKeys, i) => Object.fromEntries(rowKeys.map((key) => [key, sql`${sql.placeholder(`${key}_${i}`)}`])));
      const query = db
        .insert(table)
        .values(placeholders as T['$inferInsert'][])
        .returning(returning)
        .toSQL();
      shape = { query, name: shapes.size < MAX_SHAPES ? `${name}_${shapes.size}` : undefined };
      if (shape.name) shapes.set(shapeKey, shape);
    }
    const values: Record<string, unknown> = {};
    rows.forEach((row, i) => {
      for (const key of keys[i]!) {
        const value: unknown = row[key as keyof typeof row];
        // As Drizzle encodes a value it builds in: a placeholder it encodes would turn null JSON into 'null'.
        const column = columns[key];
        values[`${key}_${i}`] = value === null || !(column instanceof Column) ? value : column.mapToDriverValue(value);
      }
    });
    return db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(shape.query, ordered, shape.name, true).execute(values);
  };
}
