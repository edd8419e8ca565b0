/**
 * The bench's yardstick: a bare Node HTTP server answering every request with the same bytes from
 * memory. `node bench/static-html-server.ts <port> <file>...` serves file N at path /N.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port = '0', ...files] = process.argv.slice(2);
const bodies = files.map((file) => readFileSync(file));

createServer((req, res) => {
  const body = bodies[Number(req.url?.slice(1))];
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
