import { describe, expect, it } from 'vitest';
import {
  certified,
  checkCommunityFile,
  checkProfileFile,
  COMMUNITY_RESIZE,
  communityImageBody,
  counter,
  draftProblems,
  EMPTY_DRAFT,
  PROFILE_RESIZE,
  profileSubmissionBody,
  progressText,
} from './image-rules.ts';

const MB = 1024 * 1024;

describe('community image rules (spec §5, §9)', () => {
  it('takes image types only, with the spec words', () => {
    expect(checkCommunityFile({ type: 'image/png' })).toBeNull();
    expect(checkCommunityFile({ type: 'image/heic' })).toBeNull();
    expect(checkCommunityFile({ type: 'application/pdf' })).toEqual({
      title: 'Invalid File',
      description: 'Please select an image file.',
    });
    expect(checkCommunityFile({ type: '' })).not.toBeNull();
  });

  it('is resized to fit 800 px as a JPEG at quality 0.8', () => {
    expect(COMMUNITY_RESIZE).toEqual({ maxSide: 800, quality: 0.8, maxBytes: 4 * MB });
  });

  it('starts in the Other category with empty fields', () => {
    expect(EMPTY_DRAFT).toEqual({
      category: 'Other',
      paperType: '',
      penNib: '',
      caption: '',
      isOfficial: false,
      sheen: false,
    });
  });

  it('counts characters as n/max and knows the limits (paper 30, pen 50, caption 200)', () => {
    expect(counter('Rhodia', 30)).toBe('6/30');
    expect(draftProblems({ ...EMPTY_DRAFT, paperType: 'x'.repeat(30) })).toBe(false);
    expect(draftProblems({ ...EMPTY_DRAFT, paperType: 'x'.repeat(31) })).toBe(true);
    expect(draftProblems({ ...EMPTY_DRAFT, penNib: 'x'.repeat(51) })).toBe(true);
    expect(draftProblems({ ...EMPTY_DRAFT, caption: 'x'.repeat(201) })).toBe(true);
    // spaces around are trimmed by the server, so they do not count
    expect(draftProblems({ ...EMPTY_DRAFT, paperType: ` ${'x'.repeat(30)} ` })).toBe(false);
  });

  it('sends trimmed texts (null when empty), both certifications, isOfficial only from staff', () => {
    const draft = {
      category: 'Swatch' as const,
      paperType: '  Tomoe River ',
      penNib: '   ',
      caption: ' Sheen! ',
      isOfficial: true,
      sheen: true,
    };
    expect(communityImageBody(draft, 'data:image/jpeg;base64,AA', false)).toEqual({
      imageUrl: 'data:image/jpeg;base64,AA',
      caption: 'Sheen!',
      category: 'Swatch',
      paperType: 'Tomoe River',
      penNib: null,
      isOfficial: false,
      sheen: true,
      ownershipConfirmed: true,
      appropriatenessConfirmed: true,
    });
    expect(communityImageBody(draft, 'x', true).isOfficial).toBe(true);
    // sheen is a swatch's mark only
    expect(communityImageBody({ ...draft, category: 'Handwriting' }, 'x', false).sheen).toBe(false);
  });
});

describe('profile image rules (spec §5, §9)', () => {
  it('takes images up to 5 MB, with the spec words', () => {
    expect(checkProfileFile({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(checkProfileFile({ type: 'text/plain', size: 10 })).toEqual({
      title: 'Invalid file',
      description: 'Please select an image file',
    });
    expect(checkProfileFile({ type: 'image/png', size: 5 * MB + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB',
    });
  });

  it('is resized to fit 1200 x 1200 at quality 0.9', () => {
    expect(PROFILE_RESIZE).toEqual({ maxSide: 1200, quality: 0.9, maxBytes: 5 * MB });
  });

  it('needs both certifications', () => {
    expect(certified({ ownership: true, appropriate: true })).toBe(true);
    expect(certified({ ownership: true, appropriate: false })).toBe(false);
    expect(certified({ ownership: false, appropriate: true })).toBe(false);
  });

  it('sends the caption trimmed (null when empty) and the official tick', () => {
    expect(profileSubmissionBody('data:x', '  ', true)).toEqual({
      imageUrl: 'data:x',
      caption: null,
      isOfficial: true,
      ownershipConfirmed: true,
      appropriatenessConfirmed: true,
    });
    expect(profileSubmissionBody('data:x', ' From the box ', false).caption).toBe('From the box');
  });
});

describe('what the progress says', () => {
  it('names the stage and the upload in quarter steps', () => {
    expect(progressText('processing', 0)).toBe('Preparing the image...');
    expect(progressText('uploading', 0)).toBe('Uploading... 0%');
    expect(progressText('uploading', 0.3)).toBe('Uploading... 25%');
    expect(progressText('uploading', 0.99)).toBe('Uploading... 75%');
    expect(progressText('uploading', 1)).toBe('Uploading... 100%');
    expect(progressText('saving', 1)).toBe('Uploaded. Saving...');
  });
});
