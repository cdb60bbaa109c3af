import type { YearInInk } from '@inklore/contract';

/** A year as the server answers it, for this feature's tests (not app code). */
export function testYear(over: Partial<YearInInk> = {}): YearInInk {
  const kon = {
    id: 11,
    name: 'Kon-peki',
    brand: 'Pilot',
    colorHex: '#1f6fb5',
    color: 'Blue' as const,
  };
  const oxblood = {
    id: 12,
    name: 'Oxblood',
    brand: 'Diamine',
    colorHex: '#7a2330',
    color: 'Red' as const,
  };
  const black = {
    id: 13,
    name: 'Bung Box Black',
    brand: 'Bung Box',
    colorHex: '#151515',
    color: 'Black' as const,
  };
  return {
    year: 2025,
    through: '2025-12-31',
    daysWritten: 42,
    inksUsed: 3,
    pensUsed: 2,
    mostUsedInk: { ink: kon, days: 30 },
    mostUsedPen: {
      pen: { id: 3, kind: 'fountain', brand: 'Sailor', model: 'Pro Gear', nibSize: 'F' },
      days: 35,
    },
    colors: [
      { ink: oxblood, days: 8 },
      { ink: kon, days: 30 },
      { ink: black, days: 4 },
    ],
    newInks: [oxblood],
    brands: [
      { brand: 'Pilot', inks: 1, days: 30 },
      { brand: 'Diamine', inks: 1, days: 8 },
      { brand: 'Bung Box', inks: 1, days: 4 },
    ],
    months: [2, 3, 4, 5, 6, 0, 0, 4, 4, 4, 5, 5],
    shared: false,
    owner: { username: 'ada', displayName: 'Ada Lovelace' },
    years: [2025, 2024],
    ...over,
  };
}
