// The ceiling of an uncached product read: a bare Node http server that answers each
// `GET /api/products/<id>` with one primary-key SELECT through `pg` on the same database, its row
// as JSON, and nothing else (no framework, no cache, no compression). Pool as large as the shop's.
import { createServer } from 'node:http';
import pg from 'pg';

const port = Number(process.env.PORT ?? 3296);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const statement = { name: 'product-by-id', text: 'select * from products where id = $1 and deleted_at is null' };

createServer((req, res) => {
  const id = decodeURIComponent((req.url ?? '').slice('/api/products/'.length));
  pool.query({ ...statement, values: [id] }).then(
    ({ rows }) => {
      const body = rows[0] ? JSON.stringify(rows[0]) : '{"message":"not found"}';
      res.writeHead(rows[0] ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    },
    () => {
      res.writeHead(500);
      res.end();
    },
  );
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
// Gone with the bench, even when the bench itself was killed (see bare-server.mjs).
process.on('disconnect', () => process.exit(0));
