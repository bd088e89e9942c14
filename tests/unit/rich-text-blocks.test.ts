import { describe, expect, it } from 'vitest';
import { liftBlocks } from '../../src/lib/content/rich-text-blocks';

describe('liftBlocks', () => {
  it('takes a list made in a paragraph out of it', () => {
    expect(liftBlocks('<p><ul><li>Feed twice a day</li></ul></p><p>Two</p>')).toBe(
      '<ul><li>Feed twice a day</li></ul><p>Two</p>',
    );
  });

  it('keeps the words before and after the list in paragraphs of their own', () => {
    expect(liftBlocks('<p>Before<ul><li>One</li><li>Two</li></ul>After <b>bold</b></p>')).toBe(
      '<p>Before</p><ul><li>One</li><li>Two</li></ul><p>After <b>bold</b></p>',
    );
  });

  it('lifts a list out of a heading and out of inline elements inside a paragraph', () => {
    expect(liftBlocks('<h2><ul><li>Head</li></ul></h2>')).toBe('<ul><li>Head</li></ul>');
    expect(liftBlocks('<p><span><ol><li>a</li></ol></span>&nbsp;</p>')).toBe('<ol><li>a</li></ol>');
  });

  it('keeps an image beside the list, with its attributes as written', () => {
    expect(liftBlocks('<p><img src="/cms/a.png" alt="A > B"><ul><li>x</li></ul></p>')).toBe(
      '<p><img src="/cms/a.png" alt="A > B"></p><ul><li>x</li></ul>',
    );
  });

  it('leaves valid rich text as it is, empty paragraphs and nested lists too', () => {
    const html =
      '<p>One<br>Two</p><p></p><ul><li>a<ul><li>b</li></ul></li></ul><div><ul><li>c</li></ul></div>x &amp; y';
    expect(liftBlocks(html)).toBe(html);
  });
});
