// DESIGN §5: client addresses for rate limits come from the socket, or from X-Forwarded-For only when the peer is
// one of TRUSTED_PROXIES.
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  fromTrustedProxy,
  parseTrustedProxies,
  type TrustedProxies,
} from '../../src/lib/http/client-address';
import { forwardedScheme } from '../../src/lib/http/forwarded';

const proxies = (value: string | undefined): TrustedProxies => {
  const parsed = parseTrustedProxies(value);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
};

describe('the client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted, so rotating it changes nothing', () => {
    const none = proxies(undefined);
    expect(clientAddress('203.0.113.9', '1.1.1.1', none)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '2.2.2.2', none)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.9', '1.1.1.1', proxies('10.0.0.0/8'))).toBe('203.0.113.9');
  });

  it('takes the address a trusted proxy saw, not what the client wrote before it', () => {
    const trusted = proxies('127.0.0.1, 10.0.0.0/8');
    expect(clientAddress('127.0.0.1', '198.51.100.7', trusted)).toBe('198.51.100.7');
    // The client wrote 1.1.1.1 itself; the proxy appended the address it saw.
    expect(clientAddress('127.0.0.1', '1.1.1.1, 198.51.100.7', trusted)).toBe('198.51.100.7');
    // Two trusted hops: the first untrusted address from the right.
    expect(clientAddress('127.0.0.1', '1.1.1.1, 198.51.100.7, 10.1.2.3', trusted)).toBe('198.51.100.7');
  });

  it('reads IPv4 behind IPv6 sockets and IPv6 ranges', () => {
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.7', proxies('127.0.0.1'))).toBe('198.51.100.7');
    expect(clientAddress('fd00::1', '2001:db8::5', proxies('fd00::/8'))).toBe('2001:db8::5');
  });

  it('keeps the proxy itself when the header is missing or holds no address', () => {
    expect(clientAddress('127.0.0.1', null, proxies('127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'nonsense', proxies('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('refuses a setting that is not addresses or ranges', () => {
    expect(parseTrustedProxies('10.0.0.0/33')).toEqual({ error: expect.stringContaining('"10.0.0.0/33"') });
    expect(parseTrustedProxies('proxy.local')).toEqual({ error: expect.stringContaining('TRUSTED_PROXIES') });
    expect('error' in parseTrustedProxies(' 127.0.0.1 , ::1 ,10.0.0.0/8')).toBe(false);
  });
});

describe('a trusted proxy, whose other forwarded headers are believed', () => {
  it('is a peer in TRUSTED_PROXIES, and nobody when the list is empty', () => {
    expect(fromTrustedProxy('10.0.0.5', proxies('10.0.0.0/8'))).toBe(true);
    expect(fromTrustedProxy('::ffff:10.0.0.5', proxies('10.0.0.0/8'))).toBe(true);
    expect(fromTrustedProxy('203.0.113.9', proxies('10.0.0.0/8'))).toBe(false);
    expect(fromTrustedProxy('127.0.0.1', proxies(undefined))).toBe(false);
    expect(fromTrustedProxy(undefined, proxies('10.0.0.0/8'))).toBe(false);
  });
});

describe('the scheme the browser used', () => {
  it('is the first X-Forwarded-Proto value when it is http or https, as Astro reads it', () => {
    expect(forwardedScheme('https', false)).toBe('https:');
    expect(forwardedScheme('https, http', false)).toBe('https:');
    expect(forwardedScheme(' http ', true)).toBe('http:');
    expect(forwardedScheme(['https', 'http'], false)).toBe('https:');
  });

  it("is the socket's own for anything else", () => {
    expect(forwardedScheme(undefined, false)).toBe('http:');
    expect(forwardedScheme(undefined, true)).toBe('https:');
    expect(forwardedScheme('javascript', false)).toBe('http:');
    expect(forwardedScheme('HTTPS', false)).toBe('http:');
  });
});
