import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, firstFreeBase, isPortFree, portHolder } from './port-check.mjs';

const held = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Listens where a leftover server would: on 127.0.0.1 only, as wrangler does. */
async function hold(port = 0) {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  held.push(server);
  return server.address().port;
}

describe('port checks', () => {
  it('sees a listener on the loopback address as taking the port, and names its process', async () => {
    const port = await hold();
    expect(await isPortFree(port)).toBe(false);
    expect(portHolder(port)).toMatch(new RegExp(`^pid ${process.pid} \\(.*node.*\\), listening$`));
    await expect(assertPortFree(port)).rejects.toThrow(
      new RegExp(`^port ${port} is already in use by pid ${process.pid} \\(.+\\), listening: stop what runs there first$`),
    );
  });

  it('finds the port free once the listener is gone', async () => {
    const port = await hold();
    await new Promise((resolve) => held.pop().close(resolve));
    expect(await isPortFree(port)).toBe(true);
    expect(portHolder(port)).toBeNull();
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });

  it("names a client connection's local port, which also keeps a server from listening there", async () => {
    const port = await hold();
    const client = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    try {
      const local = client.localPort;
      expect(await isPortFree(local)).toBe(false);
      expect(portHolder(local)).toMatch(new RegExp(`^pid ${process.pid} \\(.*\\), a connection$`));
    } finally {
      client.destroy();
    }
  });

  it('skips a base when any of its offsets is taken', async () => {
    const port = await hold();
    // Bases whose plans (offsets 0 and 5) do and do not cover the held port.
    expect(await firstFreeBase([port - 5, port + 1], [0, 5])).toBe(port + 1);
    expect(await firstFreeBase([port - 5, port], [0, 5])).toBeUndefined();
  });
});
