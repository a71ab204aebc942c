import assert from 'node:assert/strict';
import net from 'node:net';
import { it } from 'node:test';
import { ephemeralPortsFrom, freePortPair } from '../../scripts/lib/imageRun.mjs';

// The ports the image stand-ins listen on (composeStandIn.test.ts, scripts/run-image-command.mjs): chosen
// when the server starts seconds later, so none that an outgoing connection may take meanwhile.
const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

it('answers two free neighbouring ports below the ephemeral range, never the same twice', async () => {
  const below = ephemeralPortsFrom();
  const ports: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const port = await freePortPair();
    assert.ok(port >= 10_000 && port + 1 < below, `${port} is not below the ephemeral ports (${below})`);
    ports.push(port, port + 1);
  }
  assert.equal(new Set(ports).size, 40);
  const [app, tokeniser] = await Promise.all([listen(ports[0]!), listen(ports[1]!)]);
  await Promise.all([app, tokeniser].map((server) => new Promise((resolve) => server.close(resolve))));
});
