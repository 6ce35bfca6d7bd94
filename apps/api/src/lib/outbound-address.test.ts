import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFrom } from '../config';
import { createOutboundGuard, InternalAddressError, isInternalAddress, type ResolveHost } from './outbound-address';

// Addresses below are only classified or handed back by a test resolver; the one connection goes to a
// listener on 127.0.0.1.

/** A resolver answering from a table (unknown names are not found) and counting its calls. */
function tableResolver(table: Record<string, string[]>) {
  const calls: string[] = [];
  const resolve: ResolveHost = async (hostname) => {
    calls.push(hostname);
    const answers = table[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: isIP(address) }));
  };
  return { resolve, calls };
}

describe('isInternalAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback, anywhere in 127/8'],
    ['0x7f000001', 'loopback, one hex number'],
    ['2130706433', 'loopback, one decimal number'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback as a URL writes it'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['169.254.169.254', 'link-local: the cloud metadata service'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['0.0.0.0', 'unspecified (reaches this machine)'],
    ['::', 'IPv6 unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['2002:7f00:1::', '6to4 carrying 127.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo carrying 127.0.0.1'],
    ['64:ff9b::7f00:1', 'NAT64 carrying 127.0.0.1'],
    ['not-an-address', 'no address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts the public %s', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});

describe('the check when an address is saved', () => {
  const { resolve } = tableResolver({ 'intranet.test': ['10.1.2.3'], 'mixed.test': ['8.8.8.8', '127.0.0.1'] });
  const guard = createOutboundGuard(['erp.internal', '10.9.0.0/16'], resolve);

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://0x7f000001:8080/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::1]:8080/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/',
    'http://localhost:8080/',
    'http://LOCALHOST./',
    'http://api.localhost/',
    'http://intranet.test/',
    'http://mixed.test/',
    'http://10.8.0.1/',
  ])('refuses %s', async (url) => {
    expect(await guard.isInternalUrl(url)).toBe(true);
  });

  it.each([
    'https://hooks.example.com/x',
    'http://8.8.8.8/',
    'http://erp.internal:8080/hook',
    'http://ERP.internal./hook',
    'http://10.9.4.5/hook',
  ])('accepts %s (public, not found yet, or allowed)', async (url) => {
    expect(await guard.isInternalUrl(url)).toBe(false);
  });
});

describe('the check at connect time', () => {
  let server: ReturnType<typeof createServer>;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** GETs `url` through the guard: the status, or the error's name. */
  function get(url: string, guard: ReturnType<typeof createOutboundGuard>): Promise<number | string> {
    return new Promise((resolve) => {
      let options;
      try {
        options = guard.connectOptions(new URL(url));
      } catch (error) {
        return resolve((error as Error).name);
      }
      const req = request(new URL(url), options, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', (error) => resolve(error.name));
      req.end();
    });
  }

  it('refuses a name resolving to loopback before any connection, resolving it once', async () => {
    const { resolve, calls } = tableResolver({ 'rebind.test': ['127.0.0.1'] });
    const before = hits;
    expect(await get(`http://rebind.test:${port}/`, createOutboundGuard([], resolve))).toBe('InternalAddressError');
    expect(hits).toBe(before);
    expect(calls).toEqual(['rebind.test']);
  });

  it('refuses an internal IP written in the address, however it is written', async () => {
    const guard = createOutboundGuard([], tableResolver({}).resolve);
    for (const host of ['127.0.0.1', '0x7f000001', '2130706433', '[::ffff:127.0.0.1]'])
      expect(await get(`http://${host}:${port}/`, guard), host).toBe('InternalAddressError');
    expect(() => guard.connectOptions(new URL('http://[::1]/'))).toThrow(InternalAddressError);
  });

  it('connects to the allowed address the name resolved to, asking the resolver once', async () => {
    const { resolve, calls } = tableResolver({ 'inhouse.test': ['127.0.0.1'] });
    const before = hits;
    expect(await get(`http://inhouse.test:${port}/`, createOutboundGuard(['127.0.0.0/8'], resolve))).toBe(200);
    expect(hits).toBe(before + 1);
    expect(calls).toEqual(['inhouse.test']);
    expect(await get(`http://127.0.0.1:${port}/`, createOutboundGuard(['127.0.0.1'], resolve))).toBe(200);
  });

  it('refuses a name when any of its answers is internal, and hands the socket only what it checked', async () => {
    const { resolve } = tableResolver({ 'mixed.test': ['8.8.8.8', '10.0.0.1'], 'public.test': ['8.8.8.8', '::1'] });
    const { lookup } = createOutboundGuard(['::1'], resolve).connectOptions(new URL('http://mixed.test/'));
    const ask = (host: string, options: object) =>
      new Promise<unknown>((done) =>
        lookup(host, options, (error, address, family) => done(error ? error.name : { address, family })),
      );
    expect(await ask('mixed.test', { all: true })).toBe('InternalAddressError');
    expect(await ask('public.test', { all: true })).toEqual({
      address: [
        { address: '8.8.8.8', family: 4 },
        { address: '::1', family: 6 },
      ],
      family: undefined,
    });
    expect(await ask('public.test', { family: 6 })).toEqual({ address: '::1', family: 6 });
  });
});

describe('OUTBOUND_ALLOW_INTERNAL', () => {
  it('reads IPs, CIDR ranges and host names, and refuses anything else', () => {
    expect(
      configFrom({ OUTBOUND_ALLOW_INTERNAL: ' 10.1.0.0/16, ERP.internal ,[::1],fd00::/8' }).OUTBOUND_ALLOW_INTERNAL,
    ).toEqual(['10.1.0.0/16', 'erp.internal', '::1', 'fd00::/8']);
    expect(configFrom({}).OUTBOUND_ALLOW_INTERNAL).toEqual([]);
    for (const bad of ['10.0.0.0/33', 'http://erp.internal', '10.1', 'erp.internal/8', 'a b'])
      expect(() => configFrom({ OUTBOUND_ALLOW_INTERNAL: bad }), bad).toThrow(/OUTBOUND_ALLOW_INTERNAL/);
  });
});
