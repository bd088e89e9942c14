import { describe, it, expect } from 'vitest';
import {
  bodyRuleFor,
  changesState,
  declaredTooLarge,
  hasMediaType,
  isSameSite,
  MAX_BODY_BYTES,
} from '../../src/lib/http/request-rules';

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

const isJson = (headers: Headers) => hasMediaType(headers, 'application/json');

describe('hasMediaType', () => {
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

describe('bodyRuleFor (issue "Content studio": uploads of at most 5 MB, everything else JSON of 64 KiB)', () => {
  it('takes a multipart form of 5 MB and the form around it on the image upload addresses only (a pet photo too, issue 42 §1)', () => {
    for (const path of ['/api/cms/v1.0/admin/upload-image', '/api/account/pets/photo'])
      expect(bodyRuleFor(path), path).toEqual({
        mediaType: 'multipart/form-data',
        limit: 5 * 1024 * 1024 + 64 * 1024,
        limitText: '5 MB',
      });
    for (const path of [
      '/api/cms/v1.0/admin/save-entry',
      '/api/cms/v1.0/admin/upload-image/',
      '/api/account/pets/create',
      '/contact-us',
    ])
      expect(bodyRuleFor(path), path).toEqual({ mediaType: 'application/json', limit: 65536, limitText: '64 KiB' });
  });

  it('tells a multipart form from JSON by its media type, boundary and all', () => {
    const form = h({ 'content-type': 'multipart/form-data; boundary=----x' });
    expect(hasMediaType(form, 'multipart/form-data')).toBe(true);
    expect(hasMediaType(form, 'application/json')).toBe(false);
    expect(hasMediaType(h({ 'content-type': 'multipart/mixed; boundary=x' }), 'multipart/form-data')).toBe(false);
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
