/**
 * The bench's baseline: node:http answering every request with the same JSON from memory
 * (argv: port, file with the body). What the real server is compared with.
 */
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const body = fs.readFileSync(file!);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };

http
  .createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, headers);
      res.end(body);
    });
  })
  .listen(Number(port), '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
