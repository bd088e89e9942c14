// The shop's public address (issue 36 item 1): every link in a mail is absolute, made from PUBLIC_SITE_URL, and a
// server others can reach refuses to start without it.
import { describe, expect, it } from 'vitest';
import { absoluteLink, isLoopbackHost, linkOrigin, publicAddressProblems } from '../../src/lib/site/public-address';

describe('the public address of the links in mail', () => {
  it('is PUBLIC_SITE_URL’s origin when set', () => {
    expect(linkOrigin('https://shop.example.com/', '0.0.0.0', 8080)).toBe('https://shop.example.com');
    expect(absoluteLink('https://shop.example.com', '/shelter/verify-email?token=a%2Fb&next=%2Fcart')).toBe(
      'https://shop.example.com/shelter/verify-email?token=a%2Fb&next=%2Fcart',
    );
  });

  it('is the loopback address the server listens on without it (npm start, the tests)', () => {
    expect(linkOrigin(undefined, undefined, undefined)).toBe('http://localhost:4321');
    expect(linkOrigin(undefined, '127.0.0.1', 4500)).toBe('http://127.0.0.1:4500');
    expect(linkOrigin(undefined, '::1', 4500)).toBe('http://[::1]:4500');
  });

  it('tells loopback hosts from the others', () => {
    for (const host of [undefined, '', 'localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'shop.example.com', '127.0.0.1.example.com']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it('refuses a server others can reach without PUBLIC_SITE_URL, with a line naming the variable', () => {
    expect(publicAddressProblems({ HOST: '0.0.0.0' })).toEqual([
      "PUBLIC_SITE_URL must be set to the shop's public address, e.g. https://shop.example.com, when HOST=0.0.0.0 lets others reach the server: the links in the shop's mail are made from it",
    ]);
    expect(publicAddressProblems({ HOST: '0.0.0.0', PUBLIC_SITE_URL: '  ' })).toHaveLength(1);
    expect(publicAddressProblems({ HOST: '0.0.0.0', PUBLIC_SITE_URL: 'https://shop.example.com' })).toEqual([]);
    expect(publicAddressProblems({ HOST: '127.0.0.1' })).toEqual([]);
    expect(publicAddressProblems({})).toEqual([]);
  });
});
