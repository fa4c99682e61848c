// The ceiling: a bare node:http server answering the bytes and headers of a recorded API answer,
// in its own process like the product. argv[2] = JSON file { headers, body (base64) }.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const { headers, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = createServer((req, res) => {
  req.resume();
  res.writeHead(200, headers);
  res.end(bytes);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
