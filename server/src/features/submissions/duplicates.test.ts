import { describe, expect, it } from 'vitest';
import { closeness, duplicateKey } from './duplicates.ts';

describe('likely duplicates', () => {
  it('ignores case, spaces, accents and punctuation, and brand spellings', () => {
    expect(duplicateKey('Pilot', 'Kon-peki')).toBe(duplicateKey(' pilot ', 'kon peki'));
    expect(duplicateKey('J. Herbin', 'Éclat de Saphir')).toBe(
      duplicateKey('Jacques Herbin', 'eclat de saphir'),
    );
    expect(duplicateKey("Noodler's", 'Baystate Blue')).toBe(
      duplicateKey('Noodlers', 'BAYSTATE-BLUE'),
    );
    expect(duplicateKey('Pilot', 'Kon-peki')).not.toBe(duplicateKey('Sailor', 'Kon-peki'));
  });

  it('finds exact and near names, not merely similar ones', () => {
    expect(closeness('Kon-Peki', 'kon peki')).toBe('exact');
    expect(closeness('Kon-pekki', 'Kon-peki')).toBe('near'); // one typo
    expect(closeness('Oxblood', 'Oxbloud')).toBe('near');
    expect(closeness('Iroshizuku Kon-peki', 'Kon-peki')).toBe('near'); // contains
    expect(closeness('Blue', 'Blau')).toBeNull(); // short names: exact only
    expect(closeness('Oxblood', 'Emerald')).toBeNull();
    expect(closeness('Tsuki-yo', 'Tsutsuji')).toBeNull();
    expect(closeness('', 'Anything')).toBeNull();
  });
});
