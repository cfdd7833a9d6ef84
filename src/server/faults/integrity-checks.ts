import { totalsInPaise } from '../../shared/money.js';
import type { SqlSession } from './fault-store.js';

export interface IntegrityReport {
  problems: string[];
  /** What was checked, for the reliability notes. */
  checked: { foreignKeys: number; checkConstraints: number; uniqueKeys: number; btreeIndexes: number; heapTables: number; orders: number; amcheck: boolean };
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The database's own rules, re-checked row by row after a fault: PostgreSQL enforces constraints
 * on write, so a torn write or a bad recovery would only show when the rows are read again.
 * Every foreign key, CHECK and unique key of the schema is queried generically, the B-tree indexes
 * and tables go through amcheck, and the shop's own arithmetic (order totals) is recomputed.
 */
export async function checkIntegrity(sql: SqlSession): Promise<IntegrityReport> {
  const problems: string[] = [];
  const checked = { foreignKeys: 0, checkConstraints: 0, uniqueKeys: 0, btreeIndexes: 0, heapTables: 0, orders: 0, amcheck: false };

  const foreignKeys = await sql.query<{ name: string; child: string; parent: string; child_cols: string[]; parent_cols: string[] }>(
    `select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
            array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as child_cols,
            array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as parent_cols
       from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  for (const fk of foreignKeys) {
    const present = fk.child_cols.map((col) => `c.${ident(col)} is not null`).join(' and ');
    const match = fk.child_cols.map((col, i) => `p.${ident(fk.parent_cols[i] ?? '')} = c.${ident(col)}`).join(' and ');
    const [row] = await sql.query<{ n: number }>(
      `select count(*)::int as n from ${fk.child} c where ${present} and not exists (select 1 from ${fk.parent} p where ${match})`,
    );
    if (Number(row?.n) > 0) problems.push(`${row?.n} rows of ${fk.child} break foreign key ${fk.name}`);
    checked.foreignKeys++;
  }

  const checks = await sql.query<{ name: string; tbl: string; def: string }>(
    `select conname as name, conrelid::regclass::text as tbl, pg_get_constraintdef(oid) as def from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`,
  );
  for (const check of checks) {
    const expression = check.def.replace(/^CHECK\s*/, '').replace(/\s*NOT VALID$/, '');
    const [row] = await sql.query<{ n: number }>(`select count(*)::int as n from ${check.tbl} where not ${expression}`);
    if (Number(row?.n) > 0) problems.push(`${row?.n} rows of ${check.tbl} break ${check.name}`);
    checked.checkConstraints++;
  }

  const uniques = await sql.query<{ name: string; tbl: string; cols: string[] }>(
    `select c.conname as name, c.conrelid::regclass::text as tbl,
            array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as cols
       from pg_constraint c where c.contype in ('p', 'u') and c.connamespace = 'public'::regnamespace`,
  );
  for (const unique of uniques) {
    const cols = unique.cols.map(ident).join(', ');
    const notNull = unique.cols.map((col) => `${ident(col)} is not null`).join(' and ');
    const [row] = await sql.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from ${unique.tbl} where ${notNull} group by ${cols} having count(*) > 1) d`,
    );
    if (Number(row?.n) > 0) problems.push(`${row?.n} duplicated keys in ${unique.tbl} (${unique.name})`);
    checked.uniqueKeys++;
  }

  checked.amcheck = await amcheckAvailable(sql);
  if (checked.amcheck) {
    const indexes = await sql.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
        where am.amname = 'btree' and c.relnamespace = 'public'::regnamespace`,
    );
    for (const index of indexes) {
      try {
        // heapallindexed: also verifies that every table row is present in the index.
        await sql.query(`select bt_index_check($1::regclass, true)`, [index.name]);
      } catch (error) {
        problems.push(`index ${index.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      checked.btreeIndexes++;
    }
    const tables = await sql.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`,
    );
    for (const table of tables) {
      const corrupt = await sql.query<{ msg: string }>(`select msg from verify_heapam($1::regclass)`, [table.name]);
      for (const row of corrupt) problems.push(`table ${table.name}: ${row.msg}`);
      checked.heapTables++;
    }
  }

  const orders = await sql.query<{
    id: string;
    subtotal_paise: number;
    tax_paise: number;
    shipping_paise: number;
    total_paise: number;
    discount_paise: number;
    lines: number;
    line_sum: number;
    bad_lines: number;
  }>(
    `select o.id, o.subtotal_paise, o.tax_paise, o.shipping_paise, o.total_paise, o.discount_paise, count(l.id)::int as lines,
            coalesce(sum(l.line_total_paise), 0)::int as line_sum,
            count(*) filter (where l.line_total_paise <> l.unit_price_paise * l.quantity)::int as bad_lines
       from orders o left join order_lines l on l.order_id = o.id group by o.id`,
  );
  for (const order of orders) {
    // A promotion's discount comes off the goods before GST (ADR 60).
    const discount = Number(order.discount_paise);
    const net = totalsInPaise(Number(order.line_sum) - discount);
    const expected = { ...net, subtotal: net.subtotal + discount };
    if (Number(order.lines) === 0) problems.push(`order ${order.id} has no lines`);
    if (Number(order.bad_lines) > 0) problems.push(`order ${order.id}: a line total is not price × quantity`);
    if (
      Number(order.subtotal_paise) !== expected.subtotal ||
      Number(order.tax_paise) !== expected.tax ||
      Number(order.shipping_paise) !== expected.shipping ||
      Number(order.total_paise) !== expected.total
    ) {
      problems.push(`order ${order.id}: totals do not match its lines`);
    }
    checked.orders++;
  }
  const [negative] = await sql.query<{ n: number }>(`select count(*)::int as n from products where stock < 0`);
  if (Number(negative?.n) > 0) problems.push(`${negative?.n} products with negative stock`);

  return { problems, checked };
}

/** amcheck ships with PostgreSQL's contrib (and with PGlite); where it cannot be loaded the report says so. */
async function amcheckAvailable(sql: SqlSession): Promise<boolean> {
  try {
    await sql.query(`create extension if not exists amcheck`);
    return true;
  } catch {
    return false;
  }
}
