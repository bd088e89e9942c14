import { describe, expect, it } from 'vitest';
import type { z } from 'zod/v4';
import { contentSchemas } from '../../src/lib/content/types';
import {
  describeField,
  editorMessage,
  emptyValue,
  imageAltField,
  isLongText,
  isRequired,
  issuesByField,
  labelFor,
  moveItem,
  setAt,
} from '../../src/lib/studio/fields';

describe('the studio form read off the content schemas (issue "Content studio" item 1)', () => {
  it('reads each field of a carousel: text, choice of the allowed colours, list, checkbox, defaults', () => {
    const carousel = describeField(contentSchemas.carousel).field;
    expect(carousel.kind).toBe('object');
    if (carousel.kind !== 'object') return;
    const fields = Object.fromEntries(carousel.fields.map(([name, schema]) => [name, describeField(schema)]));
    expect(fields.headline!.field).toEqual({ kind: 'string', minLength: 0, maxLength: null });
    expect(fields.bg_color!.field).toMatchObject({ kind: 'enum', options: expect.arrayContaining(['white', 'blue']) });
    expect(fields.bg_color).toMatchObject({ hasDefault: true, defaultValue: 'transparent' });
    expect(fields.handles!.field.kind).toBe('array');
    expect(fields.isLastComponent!.field.kind).toBe('boolean');
  });

  it('marks as required what cannot be left out or empty, and nothing with a default or optional', () => {
    const announcement = describeField(contentSchemas.announcement).field;
    if (announcement.kind !== 'object') throw new Error('an announcement is an object');
    const [text, url] = announcement.fields.map(([, schema]) => describeField(schema));
    expect(isRequired(text!)).toBe(true);
    expect(isRequired(url!)).toBe(false);
    const settings = describeField(contentSchemas.account_pages_settings).field;
    if (settings.kind !== 'object') throw new Error('settings are an object');
    const size = describeField(settings.fields.find(([n]) => n === 'ordersPageSize')![1]);
    expect(size.field).toEqual({ kind: 'number', integer: true, min: 1, max: 50 });
    expect(isRequired(size)).toBe(true);
  });

  it('walks the nested navigation items lazily, one level at a time', () => {
    const navigation = describeField(contentSchemas.navigation).field;
    if (navigation.kind !== 'object') throw new Error('navigation is an object');
    const items = describeField(navigation.fields.find(([n]) => n === 'items')![1]).field;
    if (items.kind !== 'array') throw new Error('items are a list');
    const item = describeField(items.element).field;
    expect(item.kind === 'object' && item.fields.map(([n]) => n)).toEqual(['label', 'url', 'children']);
  });

  it('starts a new entry from the schema, defaults filled in, and the result passes once text is given', () => {
    expect(emptyValue(contentSchemas.carousel)).toEqual({
      page: '',
      headline: '',
      paragraph: '',
      bg_color: 'transparent',
      copyColor: '#34363B',
      handles: [],
      isLastComponent: false,
    });
    expect(emptyValue(contentSchemas.announcement)).toEqual({ text: '' });
    expect(contentSchemas.carousel.safeParse(emptyValue(contentSchemas.carousel)).success).toBe(true);
  });

  it('changes one value by path without touching the rest, and drops a key set to undefined', () => {
    const data = { items: [{ label: 'Dog' }, { label: 'Cat' }], title: 'Main' };
    expect(setAt(data, ['items', 1, 'label'], 'Cats')).toEqual({
      items: [{ label: 'Dog' }, { label: 'Cats' }],
      title: 'Main',
    });
    expect(data.items[1]!.label).toBe('Cat');
    expect(setAt({ text: 'Hi', url: '/x' }, ['url'], undefined)).toEqual({ text: 'Hi' });
  });

  it('moves a list item up or down and refuses a move off either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('puts each issue beside its field in the editor’s words', () => {
    const parsed = contentSchemas.no_results_suggestions.safeParse(
      { headline: '', suggestions: [{ label: 'Dog', url: '' }] },
      { error: (issue) => editorMessage(issue) },
    );
    expect(parsed.success).toBe(false);
    expect(issuesByField(parsed.error!.issues)).toEqual({
      headline: 'Fill in this field.',
      'suggestions.0.url': 'Fill in this field.',
    });
  });

  it('labels fields in words', () => {
    expect(labelFor('ordersPageSize')).toBe('Orders page size');
    expect(labelFor('bg_color')).toBe('Background colour');
    expect(labelFor('url')).toBe('Link');
  });
});

describe('long text gets a text area (issue "Content studio": forms derived from the schema)', () => {
  it('knows long text by its name or by room for more than a sentence or two', () => {
    expect(isLongText('body')).toBe(true);
    expect(isLongText('autoshipHelp')).toBe(true);
    const hero = contentSchemas.highlight_content_block.shape;
    const length = (schema: z.ZodType) => {
      const { field } = describeField(schema);
      return field.kind === 'string' ? field.maxLength : null;
    };
    expect(isLongText('text', length(hero.text))).toBe(true); // up to 400 characters
    expect(isLongText('headline', length(hero.headline))).toBe(false); // up to 120
    expect(isLongText('text', length(contentSchemas.announcement.shape.text))).toBe(false);
  });
});

describe('a choice of numbers, a redirect status', () => {
  it('is offered as a list of its values and keeps them numbers', () => {
    const status = describeField(contentSchemas.redirect.shape.statusCode);
    expect(status.field).toEqual({ kind: 'enum', options: ['301', '302', '307', '308'], numeric: true });
    expect(status).toMatchObject({ hasDefault: true, defaultValue: 301 });
  });

  it('gives paths and addresses one line however long they may be', () => {
    expect(isLongText('to', 2000)).toBe(false);
    expect(isLongText('from', 500)).toBe(false);
    expect(isLongText('text', 400)).toBe(true);
  });
});

describe('image fields are chosen from the library (issue "Content studio": an image library)', () => {
  it('knows an image by its shape, an id and an alt, and keeps the alt field to describe it', () => {
    const hero = describeField(contentSchemas.highlight_content_block.shape.image);
    const alt = imageAltField(hero.field);
    expect(alt?.field).toEqual({ kind: 'string', minLength: 0, maxLength: 300 });
    expect(hero.optional).toBe(true);
    expect(imageAltField(describeField(contentSchemas.two_column_section.shape.image).field)).not.toBeNull();
  });

  it('leaves other objects to the ordinary form: a link, a call to action, a whole entry', () => {
    expect(imageAltField(describeField(contentSchemas.two_column_section.shape.cta).field)).toBeNull();
    expect(imageAltField(describeField(contentSchemas.announcement).field)).toBeNull();
    expect(imageAltField(describeField(contentSchemas.contact).field)).toBeNull();
  });
});
