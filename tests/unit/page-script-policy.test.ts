// A page kept in the shared cache is sent with a script policy that allows its own inline scripts and no other
// (issue: speed; the policy itself: issue security headers).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources, policyForScripts } from '../../src/lib/http/page-script-policy';

const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptSources', () => {
  it("hashes each inline script's text exactly, in any case and with any attributes, and skips scripts with a src", () => {
    const module = "import('/_astro/a.js');\n  window.x = '</scrip>';";
    const classic = 'document.documentElement.dataset.js = "";';
    const data = '{"count":2}';
    const html = `<html><head><script type="module">${module}</script><SCRIPT>${classic}</SCRIPT>
      <script type="module" src="/_astro/page.js"></script><script src='/x.js' async>ignored()</script>
      <script type="application/json" id="cart-state">${data}</script><script></script></head></html>`;
    expect(inlineScriptSources(html)).toEqual(new Set([source(module), source(classic), source(data), source('')]));
  });

  it('hashes the text as UTF-8 bytes, as browsers do', () => {
    const text = "console.log('Café — 10 % off')";
    expect([...inlineScriptSources(`<script>${text}</script>`)]).toEqual([source(text)]);
    expect(source(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
  });
});

describe('policyForScripts', () => {
  const a = source('a()');
  const b = source('b()');
  const c = source('c()');
  const policy = `default-src 'self'; img-src 'self' data:; script-src 'self' ${a} ${b} ${c}; style-src 'self' 'unsafe-inline'`;

  it("keeps only the hashes of the page's scripts and every other source and directive as it was", () => {
    expect(policyForScripts(policy, new Set([b, source('not in the policy')]))).toBe(
      `default-src 'self'; img-src 'self' data:; script-src 'self' ${b}; style-src 'self' 'unsafe-inline'`,
    );
  });

  it("leaves script-src at 'self' for a page with no inline script, and a policy without hashes alone", () => {
    expect(policyForScripts(policy, new Set())).toBe(
      "default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self' 'unsafe-inline'",
    );
    expect(policyForScripts("frame-ancestors 'none'; script-src 'self'", new Set([a]))).toBe(
      "frame-ancestors 'none'; script-src 'self'",
    );
  });

  it('allows every script of a page that it allowed before', () => {
    const html = '<script>a()</script><p>text</p><script type="module">c()</script>';
    const trimmed = policyForScripts(policy, inlineScriptSources(html));
    expect(trimmed).toContain(a);
    expect(trimmed).toContain(c);
    expect(trimmed).not.toContain(b);
  });
});
