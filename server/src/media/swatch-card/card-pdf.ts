import {
  CARD,
  CARD_TEXT,
  FILLS,
  PAGE,
  PAGE_TEXT,
  PT_PER_MM,
  type TextLine,
} from './card-layout.ts';

/**
 * The swatch card as a one-page A4 PDF, written by hand: card-layout.ts's filled rectangles
 * and a few lines of Helvetica, nothing else, so the file is small (2.2 KB), the same
 * bytes every time (no dates, no ids) and needs no PDF library.
 *
 * The syntax is PDF 1.4's smallest useful subset (ISO 32000-1:2008, §7.5 file structure, §8.5
 * `re` and `f`, §8.6 `g`, §9.4 text objects): a header with a binary comment (so transfer tools
 * treat the file as binary), five objects (catalog, pages, page, content stream, font) and an
 * info dictionary, a cross-reference table of 20-byte entries giving each object's byte
 * offset, and a trailer whose startxref gives the table's offset. Helvetica is one of the 14
 * standard fonts every reader has (§9.6.2.2), so nothing is embedded.
 *
 * Colours are DeviceGray with three decimals, as card-layout.ts writes them; the page tells
 * the member to print at 100 % scale, since "fit to page" shrinks the card by a few per cent
 * (harmless to the reader, which finds the card at any scale, but not to a ruler check).
 */

const fmt = (v: number) => v.toFixed(2);

/** Card millimetres to page points: x from the left, y from the bottom (PDF's way up). */
const pageX = (x: number) => (CARD.onPage.x + x) * PT_PER_MM;
const pageY = (y: number) => (PAGE.h - CARD.onPage.y - y) * PT_PER_MM;

/** A PDF literal string: backslash, parentheses escaped; the text is ASCII. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** The page's content stream: the card's rectangles in paint order, then the text. */
export function cardContent(): string {
  const ops: string[] = [];
  let gray = -1;
  for (const f of FILLS) {
    if (f.gray !== gray) {
      ops.push(`${f.gray} g`);
      gray = f.gray;
    }
    ops.push(
      `${fmt(pageX(f.x))} ${fmt(pageY(f.y + f.h))} ${fmt(f.w * PT_PER_MM)} ${fmt(f.h * PT_PER_MM)} re f`,
    );
  }
  ops.push('0 g');
  const text = (line: TextLine) =>
    `BT /F1 ${line.size} Tf ${fmt(pageX(line.x))} ${fmt(pageY(line.y))} Td ${literal(line.text)} Tj ET`;
  for (const line of [...CARD_TEXT, ...PAGE_TEXT]) ops.push(text(line));
  return `${ops.join('\n')}\n`;
}

/** The card's PDF: one A4 page, deterministic, a few KB. */
export function swatchCardPdf(): Uint8Array {
  const content = cardContent();
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fmt(PAGE.w * PT_PER_MM)} ${fmt(PAGE.h * PT_PER_MM)}] ` +
      '/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Title (Inklore swatch card) /Producer (Inklore) >>',
  ];
  // latin1 throughout: one character, one byte, so string lengths are byte offsets
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
