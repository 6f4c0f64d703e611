import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

// Reading the ministry's PDF files (print forms, refusal resolutions) in tests: their text as a
// reader copies it, page numbers checked and taken off.

/** Text as a reader copies it: pdf.js gives the narrow grouping space and line breaks as spaces. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The text of each page with its page number "n/N" (checked) taken off, pages joined. */
export async function readPdf(bytes: Uint8Array) {
  const { text: pageTexts, totalPages } = await extractText(bytes.slice(), { mergePages: false });
  const bodies = pageTexts.map((page, index) => {
    const body = flat(page).trim();
    const label = `${index + 1}/${totalPages}`;
    expect(body.endsWith(` ${label}`), `page ${label}`).toBe(true);
    return body.slice(0, -label.length).trim();
  });
  const { info } = await (await getDocumentProxy(bytes.slice())).getMetadata();
  return { text: bodies.join(' '), pages: totalPages, info: info as Record<string, unknown> };
}

/**
 * The QR codes a page of a ministry PDF draws (ministry/acts/pdf.ts `qr`), as module matrices:
 * rows of 0/1, read back from the page's content stream. The writer draws each run of dark modules
 * as a rectangle filled and not stroked, which nothing else on a form is; their positions on the
 * module grid give the matrix (the quiet zone of four modules is cut off).
 */
export async function qrMatrices(bytes: Uint8Array): Promise<number[][][]> {
  const doc = await PDFDocument.load(bytes);
  const matrices: number[][][] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const source = streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
      .join('\n');
    const number = String.raw`(-?[\d.]+)`;
    const rectangle = new RegExp(
      String.raw`1 0 0 1 ${number} ${number} cm\s+[^]*?0 0 m\s+0 ${number} l\s+${number} ${number} l\s+${number} 0 l\s+h\s+(f|B|S|n)\b`,
      'g',
    );
    const runs = [...source.matchAll(rectangle)]
      .filter((match) => match[7] === 'f')
      .map((match) => ({
        x: Number(match[1]),
        y: Number(match[2]),
        width: Number(match[4]),
        height: Number(match[3]),
      }));
    if (runs.length === 0) continue;
    // Runs reach a little into the row below them (no seams): rows are told apart by their tops.
    const tops = runs
      .map((run) => run.y + run.height)
      .sort((a, b) => b - a)
      .filter((value, index, sorted) => index === 0 || sorted[index - 1]! - value > 0.01);
    const unit = Math.min(...tops.slice(1).map((top, index) => tops[index]! - top));
    const left = Math.min(...runs.map((run) => run.x));
    const top = tops[0]!;
    const size = Math.round((top - tops.at(-1)!) / unit) + 1;
    const matrix = Array.from({ length: size }, () => Array<number>(size).fill(0));
    for (const run of runs) {
      const row = Math.round((top - run.y - run.height) / unit);
      const first = Math.round((run.x - left) / unit);
      const count = Math.round(run.width / unit);
      for (let col = first; col < first + count; col += 1) matrix[row]![col] = 1;
    }
    matrices.push(matrix);
  }
  return matrices;
}
