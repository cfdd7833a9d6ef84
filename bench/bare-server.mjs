// The ceiling: the fastest a Node HTTP server can answer on this machine, with no framework and no database.
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 3299);
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"hello":"world"}');
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
// Gone with the bench, even when the bench itself was killed: an orphan would hold the port, the next
// run's own bare server would fail to listen, and that run would measure the orphan without saying so.
process.on('disconnect', () => process.exit(0));
