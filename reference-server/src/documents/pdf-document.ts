// A small one-page PDF of text (issue 17: a product's manual and certificate are real files). No
// library: PDF 1.4 with the viewer's own Helvetica, its Cyrillic letters named through a /Differences
// encoding (the Adobe glyph names afii10017…), so a document is a few kilobytes and any viewer shows
// and searches its Russian text.

/** One line of a document: its text, size in points and whether it is bold. */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Space before the line, in points (a paragraph's gap). */
  gap?: number;
}

/** Byte codes for the characters beyond ASCII (those of Windows-1251), and their glyph names. */
const CODES = new Map<string, [number, string]>();
const UPPER = 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const LOWER = 'абвгдежзийклмнопрстуфхцчшщъыьэюя';
for (let i = 0; i < 32; i++) {
  // The glyph list numbers Ё (10023) and ё (10071) among the letters; Windows-1251 puts them apart.
  const upper = 10017 + i + (i >= 6 ? 1 : 0);
  CODES.set(UPPER[i] as string, [0xc0 + i, `afii${upper}`]);
  CODES.set(LOWER[i] as string, [0xe0 + i, `afii${upper + 48}`]);
}
for (const [char, code, name] of [
  ['Ё', 0xa8, 'afii10023'],
  ['ё', 0xb8, 'afii10071'],
  ['«', 0xab, 'guillemotleft'],
  ['»', 0xbb, 'guillemotright'],
  ['—', 0x97, 'emdash'],
  ['–', 0x96, 'endash'],
  ['№', 0xb9, 'afii61352'],
  ['°', 0xb0, 'degree'],
  ['±', 0xb1, 'plusminus'],
  ['·', 0xb7, 'periodcentered'],
] as const)
  CODES.set(char, [code, name]);

function differences(): string {
  const byCode = [...CODES.values()].sort((a, b) => a[0] - b[0]);
  return byCode.map(([code, name]) => `${code} /${name}`).join(' ');
}

/** A text as a PDF string of single bytes: known letters by their code, anything else as «?». */
function pdfString(text: string): string {
  let out = '';
  for (const char of text.replace(/[\u00a0\u202f]/g, ' ')) {
    const known = CODES.get(char);
    const code = known ? known[0] : (char.codePointAt(0) ?? 63);
    if (known || (code >= 32 && code < 127)) {
      const c = String.fromCharCode(code);
      out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : code > 126 ? `\\${code.toString(8)}` : c;
    } else out += '?';
  }
  return `(${out})`;
}

/** Splits a line at spaces so it fits `width` points at `size` (Helvetica averages half a point per point). */
function wrap(text: string, size: number, width: number): string[] {
  const max = Math.floor(width / (size * 0.52));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** The PDF of `lines` titled `title`: A4 pages, as many as the text takes. */
export function pdfDocument(title: string, lines: readonly PdfLine[]): Uint8Array {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= line.gap ?? 0;
    for (const part of wrap(line.text, size, PAGE_WIDTH - 2 * MARGIN)) {
      y -= size * 1.35;
      if (y < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN - size * 1.35;
      }
      (pages.at(-1) as string[]).push(
        `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(part)} Tj ET`,
      );
    }
  }
  const objects: string[] = [];
  // Object 1 is the catalogue (written first, made last): the others are numbered from 2.
  const add = (body: string) => objects.push(body) + 1;
  const encoding = add(
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${differences()}] >>`,
  );
  const regular = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${encoding} 0 R >>`);
  const bold = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding ${encoding} 0 R >>`);
  const pagesId = objects.length + 2;
  objects.push(''); // the page tree, filled once the pages have numbers
  const kids: number[] = [];
  for (const page of pages) {
    const content = page.join('\n');
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[pagesId - 2] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title ${pdfString(title)} /Producer (Verstak) >>`);
  const all = [`<< /Type /Catalog /Pages ${pagesId} 0 R >>`, ...objects];
  // Every character above is one byte (latin1), so string lengths are byte offsets.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  all.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0) & 0xff);
}
