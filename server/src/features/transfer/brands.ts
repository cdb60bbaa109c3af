import { normalizeText } from '#src/db/text.ts';
import { brandKey } from '#src/shared/ink-records/ink-names.ts';

/**
 * Where an imported row's brand is in the catalogue (issue 13's tricky rows): the brand as
 * the catalogue writes it ("J. Herbin" -> Jacques Herbin); a brand with its line written
 * after it ("Pilot Iroshizuku": brand Pilot, line Iroshizuku); or a line written as the
 * brand ("Iroshizuku": the brand whose inks have that line, when only one has).
 */
export class BrandReader {
  readonly #brands: string[];
  readonly #known: Set<string>;
  readonly #lineToBrand = new Map<string, string | null>();

  constructor(rows: { brand_norm: string; line: string | null }[]) {
    this.#known = new Set(rows.map((r) => r.brand_norm));
    // longest first, so "private reserve" wins over a brand called "private"
    this.#brands = [...this.#known].sort((a, b) => b.length - a.length);
    for (const r of rows) {
      if (!r.line) continue;
      const line = normalizeText(r.line);
      const seen = this.#lineToBrand.get(line);
      // a line two brands share says nothing about the brand
      this.#lineToBrand.set(
        line,
        seen === undefined || seen === r.brand_norm ? r.brand_norm : null,
      );
    }
  }

  /** The catalogue brand key and the line to match with. */
  read(brand: string, line: string | null): { brandKey: string; line: string | null } {
    const key = brandKey(brand);
    if (this.#known.has(key)) return { brandKey: key, line };
    const prefix = this.#brands.find((b) => key.startsWith(`${b} `));
    if (prefix) {
      const rest = key.slice(prefix.length + 1);
      return { brandKey: prefix, line: [rest, line].filter(Boolean).join(' ') || null };
    }
    const owner = this.#lineToBrand.get(key);
    if (owner) return { brandKey: owner, line: line ?? brand };
    return { brandKey: key, line };
  }

  /** Every brand key the rows may need inks of. */
  keys(rows: { brand: string; line: string | null }[]): string[] {
    return [...new Set(rows.map((r) => this.read(r.brand, r.line).brandKey))];
  }
}
