// `npm run bench -- --ceiling`: one answer of the shop, captured once and then sent byte for byte by a bare
// Node server. What it reaches is what any server could reach sending those bytes to this client.
import { createServer, request } from 'node:http';

const port = Number(process.env.PORT ?? 3297);
const answer = await new Promise((resolve, reject) => {
  request(process.env.SOURCE_URL, { headers: { 'accept-encoding': process.env.ACCEPT_ENCODING ?? '' } }, (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
  })
    .on('error', reject)
    .end();
});
// Node writes its own Date, Connection and Keep-Alive, as it does for the shop.
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const headers = Object.entries(answer.headers)
  .filter(([name]) => !perConnection.has(name))
  .flat();

const server = createServer((_req, res) => {
  res.writeHead(answer.status, headers);
  res.end(answer.body);
});
// Fastify's keep-alive, so even the Keep-Alive header is the shop's to the byte.
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
// Gone with the bench, even when the bench itself was killed.
process.on('disconnect', () => process.exit(0));
