import { describe, it, expect } from 'vitest';
import { changesState, declaredTooLarge, isJson, isSameSite, MAX_BODY_BYTES } from '../../src/lib/http/request-rules';

const h = (init: Record<string, string>) => new Headers(init);

describe('isSameSite', () => {
  it('with PUBLIC_SITE_URL, accepts an Origin equal to its origin', () => {
    expect(isSameSite(h({ origin: 'https://shop.example' }), 'https://shop.example/')).toBe(true);
    expect(
      isSameSite(h({ origin: 'https://shop.example', host: 'internal:4321' }), 'https://shop.example/some/path'),
    ).toBe(true);
  });

  it('with PUBLIC_SITE_URL, refuses another scheme, host or port', () => {
    expect(isSameSite(h({ origin: 'http://shop.example' }), 'https://shop.example')).toBe(false);
    expect(isSameSite(h({ origin: 'https://evil.example' }), 'https://shop.example')).toBe(false);
    expect(isSameSite(h({ origin: 'https://shop.example:8443' }), 'https://shop.example')).toBe(false);
    expect(isSameSite(h({ origin: 'https://evil.example', host: 'evil.example' }), 'https://shop.example')).toBe(false);
  });

  it('without PUBLIC_SITE_URL, needs the Origin host to equal the Host header', () => {
    expect(isSameSite(h({ origin: 'http://localhost:4321', host: 'localhost:4321' }), undefined)).toBe(true);
    expect(isSameSite(h({ origin: 'http://localhost:4322', host: 'localhost:4321' }), undefined)).toBe(false);
    expect(isSameSite(h({ origin: 'https://evil.example', host: 'shop.example' }), undefined)).toBe(false);
    expect(isSameSite(h({ origin: 'https://shop.example' }), undefined)).toBe(false);
  });

  it('allows a request with neither Origin nor Sec-Fetch-Site', () => {
    expect(isSameSite(h({}), 'https://shop.example')).toBe(true);
    expect(isSameSite(h({ host: 'shop.example' }), undefined)).toBe(true);
  });

  it('judges a request without Origin by Sec-Fetch-Site', () => {
    expect(isSameSite(h({ 'sec-fetch-site': 'cross-site' }), 'https://shop.example')).toBe(false);
    expect(isSameSite(h({ 'sec-fetch-site': 'same-site' }), 'https://shop.example')).toBe(false);
    expect(isSameSite(h({ 'sec-fetch-site': 'same-origin' }), 'https://shop.example')).toBe(true);
    expect(isSameSite(h({ 'sec-fetch-site': 'none' }), undefined)).toBe(true);
  });

  it('refuses an Origin that cannot be parsed', () => {
    expect(isSameSite(h({ origin: 'null', host: 'shop.example' }), undefined)).toBe(false);
    expect(isSameSite(h({ origin: 'not a url' }), 'https://shop.example')).toBe(false);
  });
});

describe('isJson', () => {
  it('accepts application/json, with or without a charset', () => {
    expect(isJson(h({ 'content-type': 'application/json' }))).toBe(true);
    expect(isJson(h({ 'content-type': 'application/json; charset=utf-8' }))).toBe(true);
    expect(isJson(h({ 'content-type': 'Application/JSON;charset=UTF-8' }))).toBe(true);
  });

  it('refuses text/plain, form bodies and a missing type', () => {
    expect(isJson(h({ 'content-type': 'text/plain' }))).toBe(false);
    expect(isJson(h({ 'content-type': 'application/x-www-form-urlencoded' }))).toBe(false);
    expect(isJson(h({ 'content-type': 'application/jsonp' }))).toBe(false);
    expect(isJson(h({}))).toBe(false);
  });
});

describe('declaredTooLarge', () => {
  it('sets the limit at 64 KiB', () => {
    expect(MAX_BODY_BYTES).toBe(65536);
    expect(declaredTooLarge(h({ 'content-length': '65536' }))).toBe(false);
    expect(declaredTooLarge(h({ 'content-length': '65537' }))).toBe(true);
  });

  it('is not too large without a Content-Length, and honours a given limit', () => {
    expect(declaredTooLarge(h({}))).toBe(false);
    expect(declaredTooLarge(h({ 'content-length': '11' }), 10)).toBe(true);
  });
});

describe('changesState', () => {
  it('treats GET, HEAD and OPTIONS as safe, in any case', () => {
    expect(changesState('GET')).toBe(false);
    expect(changesState('head')).toBe(false);
    expect(changesState('OPTIONS')).toBe(false);
  });

  it('treats POST, PUT, PATCH and DELETE as changing state', () => {
    expect(['POST', 'PUT', 'PATCH', 'delete'].map(changesState)).toEqual([true, true, true, true]);
  });
});
