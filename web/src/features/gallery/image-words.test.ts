import { IMAGE_CATEGORIES } from '@inklore/contract/shared/members.rules';
import { describe, expect, it } from 'vitest';
import { IMAGE_CATEGORY_WORDS, imageCategoryWord } from './image-words.ts';

describe("a community image's category in words", () => {
  it("says each category in the contract's English", () => {
    expect(Object.keys(IMAGE_CATEGORY_WORDS).sort()).toEqual([...IMAGE_CATEGORIES].sort());
    for (const category of IMAGE_CATEGORIES) expect(imageCategoryWord(category)).toBe(category);
  });
});
