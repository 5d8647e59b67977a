// A PDF of text (issue 17: a product's manual and certificate are real files), made with PDFKit and
// DejaVu Sans embedded (subset to the letters used): the 14 standard fonts have no Cyrillic, and a
// document that leaned on a viewer's own Helvetica for Russian letters came out as unreadable marks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** One line of a document: its text, size in points and whether it is bold. */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Space before the line, in points (a paragraph's gap). */
  gap?: number;
}

const require = createRequire(import.meta.url);
/** The faces, from the dejavu-fonts-ttf package (Bitstream Vera licence, free to embed), read on first use. */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontsOnce(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 56;

/** The PDF of `lines` titled `title`: A4 pages, as many as the text takes, lines wrapped at spaces. */
export function pdfDocument(title: string, lines: readonly PdfLine[]): Promise<Uint8Array> {
  return new Promise((done, fail) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: title, Producer: 'Verstak' },
      lang: 'ru-RU',
      displayTitle: true,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => done(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', fail);
    const { regular, bold } = fontsOnce();
    doc.registerFont('regular', regular);
    doc.registerFont('bold', bold);
    for (const line of lines) {
      doc.y += line.gap ?? 0;
      doc
        .font(line.bold ? 'bold' : 'regular')
        .fontSize(line.size ?? 10)
        .text(line.text.replace(/\u202f/g, '\u00a0'), { lineGap: (line.size ?? 10) * 0.3 });
    }
    doc.end();
  });
}
