import { describe, expect, it } from 'vitest';
import { unsupported } from '../../scripts/runtime.mjs';

describe('the supported Node.js releases (scripts/runtime.mjs)', () => {
  it('accepts 22.12 and later 22s, 24, 26 and the even-numbered lines after it', () => {
    for (const v of ['22.12.0', '22.23.3', '24.0.0', '24.21.0', '26.0.0', '26.10.0', '28.1.0'])
      expect(unsupported(v), v).toBeNull();
  });

  it('refuses older and odd releases with one line naming the version found and the supported ones', () => {
    for (const v of ['18.20.8', '20.20.2', '22.11.0', '23.11.1', '25.2.0', '27.0.0']) {
      const line = unsupported(v);
      expect(line, v).toContain(`this is Node.js ${v} (`);
      expect(line).toContain('Inklore needs Node.js 22 (22.12 or later), 24 or 26');
      expect(line?.split('\n')).toHaveLength(1);
    }
  });
});
