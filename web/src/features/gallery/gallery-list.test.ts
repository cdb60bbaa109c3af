import type { CommunityImage } from '@inklore/contract';
import { IMAGE_CATEGORIES } from '@inklore/contract/shared/members.rules';
import { describe, expect, it } from 'vitest';
import { galleryEntries, galleryImageCount, uploaderName } from './gallery-entries.ts';
import {
  applyVote,
  cardSrcSet,
  filterImages,
  filterOptions,
  hasFilters,
  NO_FILTERS,
  sortCommunityImages,
  voteAfter,
  withReplaced,
  withUploaded,
} from './gallery-list.ts';

let nextId = 1;
function image(over: Partial<CommunityImage> = {}): CommunityImage {
  const id = over.id ?? nextId++;
  return {
    id,
    inkId: 7,
    userId: 100 + id,
    username: `member${id}`,
    displayName: null,
    userRole: 'user',
    userAvatar: null,
    imageUrl: `/media/community/${id}.jpg`,
    thumbnailUrl: `/media/community/${id}-thumb.jpg`,
    width: 800,
    height: 600,
    caption: null,
    category: 'Other',
    paperType: null,
    penNib: null,
    isOfficial: false,
    upvotes: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

const ink = {
  name: 'Ku-jaku',
  brand: 'Pilot',
  images: ['/a.jpg', 'https://images.unsplash.com/x'],
};

describe('the order of community images (official, votes, newest)', () => {
  it('puts official images first, then the most voted, then the newest', () => {
    const old = image({ id: 1, upvotes: 3, createdAt: '2026-01-01T00:00:00.000Z' });
    const fresh = image({ id: 2, upvotes: 3, createdAt: '2026-06-01T00:00:00.000Z' });
    const popular = image({ id: 3, upvotes: 9 });
    const official = image({ id: 4, isOfficial: true, upvotes: 0 });
    expect(sortCommunityImages([old, fresh, popular, official]).map((i) => i.id)).toEqual([
      4, 3, 2, 1,
    ]);
  });

  it('keeps an upload in its place and a changed image where the order puts it', () => {
    const a = image({ id: 10, upvotes: 2 });
    const b = image({ id: 11, upvotes: 0, createdAt: '2026-01-01T00:00:00.000Z' });
    const created = image({ id: 12, upvotes: 0, createdAt: '2026-12-01T00:00:00.000Z' });
    expect(withUploaded([a, b], created).map((i) => i.id)).toEqual([10, 12, 11]);
    expect(withUploaded(undefined, created).map((i) => i.id)).toEqual([12]);
    // the same image twice (the refetch came first) stays once
    expect(withUploaded([a, created], created).map((i) => i.id)).toEqual([10, 12]);
    expect(withReplaced([a, b], { ...b, isOfficial: true })?.map((i) => i.id)).toEqual([11, 10]);
    expect(withReplaced(undefined, a)).toBeUndefined();
  });
});

describe('the gallery viewer: own images first, then the community', () => {
  it('lists the ink images (stock photos as the placeholder), then community images', () => {
    const shared = image({
      id: 20,
      caption: 'On Tomoe River',
      displayName: 'Ada',
      category: 'Swatch',
    });
    const entries = galleryEntries(ink, [shared]);
    expect(entries.map((e) => e.full)).toEqual(['/a.jpg', null, '/media/community/20.jpg']);
    expect(entries.map((e) => e.thumb)).toEqual(['/a.jpg', null, '/media/community/20-thumb.jpg']);
    expect(entries[0]?.alt).toBe('Pilot Ku-jaku, image 1 of 3');
    expect(entries[2]?.alt).toBe('Pilot Ku-jaku, image 3 of 3: On Tomoe River, shared by Ada');
    expect(entries[2]?.credit).toBe('On Tomoe River · Swatch, shared by Ada');
    expect(entries[0]?.credit).toBeNull();
    expect(entries[2]?.communityId).toBe(20);
  });

  it('counts the ink images and its community images (spec §9)', () => {
    expect(galleryImageCount({ images: ['a', 'b'], communityImageCount: 3 })).toBe(5);
    expect(galleryImageCount({ images: [], communityImageCount: 0 })).toBe(0);
  });

  it('names the uploader by display name, else username; a deleted account by neither', () => {
    expect(uploaderName({ displayName: ' Ada L. ', username: 'ada' })).toBe('Ada L.');
    expect(uploaderName({ displayName: '  ', username: 'ada' })).toBe('ada');
    expect(uploaderName({ displayName: null, username: null })).toBe('A former member');
  });

  it('offers the full image to wide screens beside the thumbnail', () => {
    expect(cardSrcSet(image({ id: 30, width: 800, height: 600 }))).toBe(
      '/media/community/30-thumb.jpg 320w, /media/community/30.jpg 800w',
    );
    expect(cardSrcSet(image({ id: 31, width: 600, height: 800 }))).toBe(
      '/media/community/31-thumb.jpg 240w, /media/community/31.jpg 600w',
    );
    // a small upload's thumbnail is the image itself
    expect(cardSrcSet(image({ id: 32, width: 200, height: 150 }))).toBe(
      '/media/community/32-thumb.jpg 200w',
    );
  });
});

describe('filters over the loaded images', () => {
  const list = [
    image({ id: 40, category: 'Swatch', paperType: 'Tomoe River', penNib: 'Pilot 74 M' }),
    image({ id: 41, category: 'Swatch', paperType: ' tomoe  river', penNib: null }),
    image({ id: 42, category: 'Handwriting', paperType: 'Rhodia', penNib: 'Pilot 74 M' }),
    image({ id: 43, category: 'Other', paperType: null, penNib: 'Lamy 2000 EF' }),
  ];

  it('offers only what the images have, with counts, spellings folded', () => {
    const o = filterOptions(list, IMAGE_CATEGORIES);
    expect(o.categories).toEqual([
      { value: 'Swatch', label: 'Swatch', count: 2 },
      { value: 'Handwriting', label: 'Handwriting', count: 1 },
      { value: 'Other', label: 'Other', count: 1 },
    ]);
    expect(o.paperTypes).toEqual([
      { value: 'tomoe river', label: 'Tomoe River', count: 2 },
      { value: 'rhodia', label: 'Rhodia', count: 1 },
    ]);
    expect(o.penNibs.map((p) => [p.label, p.count])).toEqual([
      ['Pilot 74 M', 2],
      ['Lamy 2000 EF', 1],
    ]);
  });

  it("puts options used as often in the alphabet's order, without case or accents", () => {
    const papers = ['tomoe river', 'Étoile', 'Rhodia', 'eternity', 'Clairefontaine'];
    const o = filterOptions(
      papers.map((paperType, i) => image({ id: 50 + i, paperType })),
      IMAGE_CATEGORIES,
    );
    expect(o.paperTypes.map((p) => p.label)).toEqual([
      'Clairefontaine',
      'eternity',
      'Étoile',
      'Rhodia',
      'tomoe river',
    ]);
  });

  it('narrows by category, paper and pen together', () => {
    const ids = (f: Parameters<typeof filterImages>[1]) => filterImages(list, f).map((i) => i.id);
    expect(ids(NO_FILTERS)).toEqual([40, 41, 42, 43]);
    expect(ids({ ...NO_FILTERS, category: 'Swatch' })).toEqual([40, 41]);
    expect(ids({ ...NO_FILTERS, paperType: 'tomoe river' })).toEqual([40, 41]);
    expect(ids({ ...NO_FILTERS, penNib: 'pilot 74 m' })).toEqual([40, 42]);
    expect(ids({ category: 'Swatch', paperType: 'tomoe river', penNib: 'pilot 74 m' })).toEqual([
      40,
    ]);
    expect(ids({ ...NO_FILTERS, category: 'Illustration' })).toEqual([]);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, penNib: 'x' })).toBe(true);
  });
});

describe('votes', () => {
  const a = image({ id: 50, upvotes: 4 });
  const b = image({ id: 51, upvotes: 2 });

  it('takes the count of the image voted on from the answer, in place', () => {
    const after = applyVote([a, b], { action: 'added', imageId: 51, upvotes: 3, movedFrom: null });
    expect(after?.map((i) => [i.id, i.upvotes])).toEqual([
      [50, 4],
      [51, 3],
    ]);
    expect(voteAfter({ action: 'added', imageId: 51, upvotes: 3, movedFrom: null })).toEqual({
      vote: { imageId: 51 },
    });
  });

  it('takes one off the image the vote moved from', () => {
    const after = applyVote([a, b], { action: 'added', imageId: 51, upvotes: 3, movedFrom: 50 });
    expect(after?.map((i) => [i.id, i.upvotes])).toEqual([
      [50, 3],
      [51, 3],
    ]);
  });

  it('a vote taken back leaves the member with none', () => {
    const after = applyVote([a, b], {
      action: 'removed',
      imageId: 50,
      upvotes: 3,
      movedFrom: null,
    });
    expect(after?.[0]?.upvotes).toBe(3);
    expect(voteAfter({ action: 'removed', imageId: 50, upvotes: 3, movedFrom: null })).toEqual({
      vote: null,
    });
    expect(
      applyVote(undefined, { action: 'removed', imageId: 50, upvotes: 3, movedFrom: null }),
    ).toBeUndefined();
  });
});
