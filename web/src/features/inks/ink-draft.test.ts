import { describe, expect, it } from 'vitest';
import { ink } from '#test/console-kit.tsx';
import {
  addAliasProblem,
  addImageProblem,
  draftOfInk,
  editBody,
  EMPTY_INK_DRAFT,
  imageAddressProblem,
  inkDraftErrors,
  MAX_ALIASES,
  MAX_INK_IMAGES,
  moveItem,
  normalizeHex,
  removeAt,
  sameList,
  submissionBody,
  suggestedFamily,
} from './ink-draft.ts';

const filled = {
  brand: '  Pilot ',
  name: ' Ku-jaku  ',
  line: '   ',
  color: 'Teal',
  colorHex: '1F6F78',
  description: '  A peacock teal. ',
};

describe('hex codes', () => {
  it('reads six or three digits, with or without #, in any case', () => {
    expect(normalizeHex('#1F6F78')).toBe('#1f6f78');
    expect(normalizeHex(' 1f6f78 ')).toBe('#1f6f78');
    expect(normalizeHex('#AbC')).toBe('#aabbcc');
    expect(normalizeHex('abc')).toBe('#aabbcc');
  });
  it('refuses what is not a hex colour', () => {
    for (const bad of ['', '#12', '#12345', '#1234567', 'teal', '#gg0000']) {
      expect(normalizeHex(bad)).toBeNull();
    }
  });
  it('suggests the family by the catalogue rule', () => {
    expect(suggestedFamily('#1f6f78')).toBe('Teal');
    expect(suggestedFamily('#111111')).toBe('Black');
    expect(suggestedFamily('nope')).toBeNull();
  });
});

describe('the fields', () => {
  it('says what is missing in the contract’s words', () => {
    expect(inkDraftErrors(EMPTY_INK_DRAFT)).toEqual({
      brand: 'The brand is required.',
      name: 'The name is required.',
      line: undefined,
      color: 'Choose a colour family.',
      colorHex: 'Give the colour as #rrggbb.',
      description: undefined,
    });
  });
  it('takes a hex without its # (it is written with one when sent)', () => {
    expect(inkDraftErrors(filled)).toEqual({
      brand: undefined,
      name: undefined,
      line: undefined,
      color: undefined,
      colorHex: undefined,
      description: undefined,
    });
  });
  it('refuses names with invisible characters and over-long descriptions', () => {
    const errors = inkDraftErrors({
      ...filled,
      name: 'Ku\u200Bjaku',
      description: 'x'.repeat(5001),
    });
    expect(errors.name).toBe('The name: use visible characters only.');
    expect(errors.description).toBe('The description has at most 5000 characters.');
  });
});

describe('what is sent', () => {
  it('a submission: trimmed, empty texts as null, properties in the catalogue’s order', () => {
    expect(submissionBody(filled, ['Shading', 'Scented'], null, false)).toEqual({
      brand: 'Pilot',
      name: 'Ku-jaku',
      line: null,
      color: 'Teal',
      colorHex: '#1f6f78',
      description: 'A peacock teal.',
      properties: ['Scented', 'Shading'],
      imageUrl: null,
      confirmDuplicate: false,
    });
    expect(submissionBody(filled, [], 'data:image/jpeg;base64,xx', true)).toMatchObject({
      imageUrl: 'data:image/jpeg;base64,xx',
      confirmDuplicate: true,
    });
  });
  it('an edit: every field, with featured and the images in order', () => {
    const i = ink();
    expect(editBody(draftOfInk(i), i.properties, true, ['b', 'a'])).toEqual({
      brand: 'Pilot',
      name: 'Ku-jaku',
      line: 'Iroshizuku',
      color: 'Teal',
      colorHex: '#1f6f78',
      description: 'A peacock teal.',
      properties: ['Sheening'],
      featured: true,
      images: ['b', 'a'],
    });
  });
  it('other names: sent when given; an edit without the list leaves it out', () => {
    expect(submissionBody(filled, [], null, false, [])).not.toHaveProperty('aliases');
    expect(submissionBody(filled, [], null, false, ['夕焼け'])).toMatchObject({
      aliases: ['夕焼け'],
    });
    const i = ink();
    expect(editBody(draftOfInk(i), [], false, [])).not.toHaveProperty('aliases');
    expect(editBody(draftOfInk(i), [], false, [], [])).toMatchObject({ aliases: [] });
    expect(editBody(draftOfInk(i), [], false, [], ['Konpeki'])).toMatchObject({
      aliases: ['Konpeki'],
    });
  });
  it('an ink without line or description starts with empty fields', () => {
    expect(draftOfInk(ink({ line: null, description: null }))).toMatchObject({
      line: '',
      description: '',
    });
  });
});

describe('the images of an ink', () => {
  it('takes our own media and https addresses only', () => {
    expect(imageAddressProblem('/media/inks/a.jpg')).toBeNull();
    expect(imageAddressProblem('https://example.org/a.jpg')).toBeNull();
    expect(imageAddressProblem('http://example.org/a.jpg')).toBe(
      'Images are our own uploads (/media/...) or https:// addresses.',
    );
    expect(imageAddressProblem('data:image/svg+xml,<svg/>')).not.toBeNull();
  });
  it('adds an address once, up to the limit', () => {
    expect(addImageProblem('  ', [])).toBe('Paste the address of an image.');
    expect(addImageProblem('https://a.org/x.jpg', ['https://a.org/x.jpg'])).toBe(
      'This image is in the list already.',
    );
    const full = Array.from({ length: MAX_INK_IMAGES }, (_, i) => `/media/${i}.jpg`);
    expect(addImageProblem('/media/new.jpg', full)).toBe('At most 20 images.');
    expect(addImageProblem(' /media/new.jpg ', [])).toBeNull();
  });
  it('moves an image up or down, never out of the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(sameList(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameList(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});

describe('the other names of an ink', () => {
  it('adds a name once in any case, up to the limit, by the contract’s rules', () => {
    expect(addAliasProblem('  ', [])).toBe('Type a name first.');
    expect(addAliasProblem(' konpeki ', ['Konpeki'])).toBe('“konpeki” is in the list already.');
    expect(addAliasProblem('色彩雫 紺碧', ['Konpeki'])).toBeNull();
    expect(addAliasProblem('x'.repeat(101), [])).toBe('Another name has at most 100 characters.');
    expect(addAliasProblem('Kon\u200bpeki', [])).toBe('Another name: use visible characters only.');
    const full = Array.from({ length: MAX_ALIASES }, (_, i) => `Name ${i}`);
    expect(addAliasProblem('One more', full)).toBe('At most 20 other names.');
  });
});
