import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Language } from '../i18n';

// A small document layout on pdf-lib for the act's print form and the notary's refusal resolution
// (docs/decisions/014-pdf-print-forms.md): A4 pages filled from the top, text wrapped to the column,
// a new page whenever the next line does not fit, page numbers "n/N" added at the end. DejaVu Sans
// carries Latin, Cyrillic and the Uzbek apostrophes (ʻ U+02BB, ‘ U+2018); it is embedded as a subset.

const require = createRequire(import.meta.url);

interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

let fontBytes: Promise<FontBytes> | undefined;

/** The font files, read once per process (a failed read is retried by the next document). */
function loadFonts(): Promise<FontBytes> {
  fontBytes ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontBytes = undefined;
      throw error;
    },
  );
  return fontBytes;
}

// pdf-lib parses the font bytes with fontkit.create on every embedFont, about half of a document's
// time when measured. A parsed font is only read from afterwards (each document
// takes its own subset), so one parse per file serves every document, with one repair: fontkit caches
// glyph objects by id with the code points of their first request, and writing a subset requests the
// components of composite glyphs with none (У inside Ў). Such a glyph, laid out in a later document,
// would have no ToUnicode entry and its text could not be copied or searched.
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;
const parsed = new Map<Uint8Array, ParsedFont>();

function shareable(font: ParsedFont): ParsedFont {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

const cachingFontkit: Fontkit = {
  create(buffer, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) {
      font = shareable(fontkit.create(buffer));
      parsed.set(buffer, font);
    }
    return font;
  },
};

// The BCP 47 tag of each act language, for the document's /Lang (screen readers pick a voice by it).
const languageTags: Record<Language, string> = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' };

const [pageWidth, pageHeight] = PageSizes.A4;
const margin = { top: 56, right: 50, bottom: 60, left: 60 };
const contentWidth = pageWidth - margin.left - margin.right;
const black = rgb(0, 0, 0);
const grey = rgb(0.35, 0.35, 0.35);
const rule = rgb(0.6, 0.6, 0.6);
const shade = rgb(0.92, 0.92, 0.92);

const size = { title: 14, subtitle: 10.5, heading: 11, body: 10, small: 8.5 };
const leading = 1.35;

export interface DocumentInfo {
  title: string;
  language: Language;
  /** ISO instant the document is dated by (the act's clock, not the wall clock). */
  createdAt: string;
}

export interface TableColumn {
  title: string;
  /** Share of the content width; the shares of a table add up to 1. */
  width: number;
}

/** Lines of `text` no wider than `width`: words wrap, a word longer than the line is cut. */
export function wrapText(text: string, font: PDFFont, fontSize: number, width: number): string[] {
  // Shaping a string is the expensive part of a document: each word is measured once and a line's
  // width is the sum of its words and spaces (kerning across a space is negligible at these sizes).
  const measure = (s: string) => font.widthOfTextAtSize(s, fontSize);
  const space = measure(' ');
  const charWidths = new Map<string, number>();
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/[ \t]+/).filter((w) => w !== '')) {
      const wordWidth = measure(word);
      if (line !== '' && lineWidth + space + wordWidth <= width) {
        line = `${line} ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      lineWidth = wordWidth;
      if (wordWidth <= width) continue;
      // A word wider than the line (a long number, or text typed without spaces) is cut where its
      // characters, measured one by one, fill the line.
      line = '';
      lineWidth = 0;
      for (const char of word) {
        const charWidth = charWidths.get(char) ?? measure(char);
        charWidths.set(char, charWidth);
        if (line !== '' && lineWidth + charWidth > width) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += char;
        lineWidth += charWidth;
      }
    }
    lines.push(line);
  }
  return lines;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly info: DocumentInfo,
  ) {
    this.newPage();
  }

  static async create(info: DocumentInfo): Promise<PdfWriter> {
    const fonts = await loadFonts();
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachingFontkit);
    const [regular, bold] = await Promise.all([
      doc.embedFont(fonts.regular, { subset: true }),
      doc.embedFont(fonts.bold, { subset: true }),
    ]);
    return new PdfWriter(doc, regular, bold, info);
  }

  private newPage(): void {
    this.page = this.doc.addPage([pageWidth, pageHeight]);
    this.y = pageHeight - margin.top;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private ensure(height: number): void {
    if (this.y - height < margin.bottom) this.newPage();
  }

  private lineHeight(fontSize: number): number {
    return fontSize * leading;
  }

  private text(s: string, x: number, font: PDFFont, fontSize: number, color = black): void {
    if (s === '') return;
    // y is the top of the line box; the baseline sits one font size below it.
    this.page.drawText(s, { x, y: this.y - fontSize, size: fontSize, font, color });
  }

  /** Lines flowing over pages, each aligned left or centred within the content column. */
  private flow(
    lines: string[],
    font: PDFFont,
    fontSize: number,
    options: { align?: 'left' | 'center'; color?: ReturnType<typeof rgb> } = {},
  ): void {
    const lh = this.lineHeight(fontSize);
    for (const line of lines) {
      this.ensure(lh);
      const x =
        options.align === 'center'
          ? margin.left + (contentWidth - font.widthOfTextAtSize(line, fontSize)) / 2
          : margin.left;
      this.text(line, x, font, fontSize, options.color);
      this.y -= lh;
    }
  }

  space(points: number): this {
    this.y -= points;
    return this;
  }

  /** The issuer's lines (ministry, office) in small grey type, ruled off from the body. */
  header(lines: string[]): this {
    for (const line of lines)
      this.flow(wrapText(line, this.regular, size.small, contentWidth), this.regular, size.small, {
        align: 'center',
        color: grey,
      });
    this.y -= 4;
    this.page.drawLine({
      start: { x: margin.left, y: this.y },
      end: { x: margin.left + contentWidth, y: this.y },
      thickness: 0.6,
      color: rule,
    });
    this.y -= 14;
    return this;
  }

  title(text: string, subtitle?: string): this {
    this.flow(wrapText(text, this.bold, size.title, contentWidth), this.bold, size.title, {
      align: 'center',
    });
    if (subtitle)
      this.flow(wrapText(subtitle, this.regular, size.subtitle, contentWidth), this.regular, size.subtitle, {
        align: 'center',
        color: grey,
      });
    this.y -= 10;
    return this;
  }

  /** Text on the left and on the right of one line (place and date of a resolution). */
  split(left: string, right: string): this {
    const lh = this.lineHeight(size.body);
    this.ensure(lh);
    this.text(left, margin.left, this.regular, size.body);
    const width = this.regular.widthOfTextAtSize(right, size.body);
    this.text(right, margin.left + contentWidth - width, this.regular, size.body);
    this.y -= lh + 6;
    return this;
  }

  heading(text: string): this {
    const lines = wrapText(text, this.bold, size.heading, contentWidth);
    // Keep a heading with at least two lines of what follows it.
    this.y -= 8;
    this.ensure(lines.length * this.lineHeight(size.heading) + 2 * this.lineHeight(size.body) + 4);
    this.flow(lines, this.bold, size.heading);
    this.y -= 4;
    return this;
  }

  paragraph(text: string, options: { bold?: boolean } = {}): this {
    const font = options.bold ? this.bold : this.regular;
    this.flow(wrapText(text, font, size.body, contentWidth), font, size.body);
    this.y -= 4;
    return this;
  }

  /** Label–value rows: labels in a grey column on the left, values wrapped beside them. */
  rows(pairs: [label: string, value: string][]): this {
    const labelWidth = contentWidth * 0.38;
    const gap = 10;
    const valueWidth = contentWidth - labelWidth - gap;
    const lh = this.lineHeight(size.body);
    for (const [label, value] of pairs) {
      const labels = wrapText(label, this.regular, size.body, labelWidth);
      const values = wrapText(value, this.regular, size.body, valueWidth);
      const count = Math.max(labels.length, values.length);
      // A row that fits on a page is not split, and its label is written before its value, so a
      // label wrapped over two lines is read (copied, searched) in one piece; a longer row flows on
      // line by line.
      if (count * lh <= pageHeight - margin.top - margin.bottom) {
        this.ensure(count * lh);
        const top = this.y;
        labels.forEach((line, i) => {
          this.y = top - i * lh;
          this.text(line, margin.left, this.regular, size.body, grey);
        });
        values.forEach((line, i) => {
          this.y = top - i * lh;
          this.text(line, margin.left + labelWidth + gap, this.regular, size.body);
        });
        this.y = top - count * lh;
      } else {
        for (let i = 0; i < count; i += 1) {
          this.ensure(lh);
          this.text(labels[i] ?? '', margin.left, this.regular, size.body, grey);
          this.text(values[i] ?? '', margin.left + labelWidth + gap, this.regular, size.body);
          this.y -= lh;
        }
      }
      this.y -= 2;
    }
    return this;
  }

  /** A ruled table whose header row is repeated on each page it continues on. */
  table(columns: TableColumn[], body: string[][]): this {
    const pad = 4;
    const widths = columns.map((c) => c.width * contentWidth);
    const drawRow = (cells: string[], font: PDFFont, fill?: ReturnType<typeof rgb>) => {
      const lh = this.lineHeight(size.body);
      const wrapped = cells.map((cell, i) => wrapText(cell, font, size.body, widths[i]! - 2 * pad));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * lh + 2 * pad;
      let x = margin.left;
      for (const [i, lines] of wrapped.entries()) {
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width: widths[i]!,
          height,
          borderColor: rule,
          borderWidth: 0.5,
          ...(fill ? { color: fill } : {}),
        });
        lines.forEach((line, n) => {
          this.page.drawText(line, {
            x: x + pad,
            y: this.y - pad - n * lh - size.body,
            size: size.body,
            font,
            color: black,
          });
        });
        x += widths[i]!;
      }
      this.y -= height;
      return height;
    };
    const heightOf = (cells: string[], font: PDFFont) =>
      Math.max(...cells.map((cell, i) => wrapText(cell, font, size.body, widths[i]! - 2 * pad).length)) *
        this.lineHeight(size.body) +
      2 * pad;
    const titles = columns.map((c) => c.title);
    const headerHeight = heightOf(titles, this.bold);
    this.ensure(headerHeight + (body[0] ? heightOf(body[0], this.regular) : 0));
    drawRow(titles, this.bold, shade);
    for (const cells of body) {
      const height = heightOf(cells, this.regular);
      if (this.y - height < margin.bottom) {
        this.newPage();
        drawRow(titles, this.bold, shade);
      }
      drawRow(cells, this.regular);
    }
    this.y -= 6;
    return this;
  }

  /**
   * A QR code from its module matrix (`QRCode.create(text).modules`: `size` x `size`, row by row,
   * 1 dark), with its quiet zone of four modules, and below it a caption and the encoded text, so
   * that the form can be checked without a phone too. Each run of dark modules in a row is one
   * filled rectangle: a scanner sees the same code and the page stays small.
   */
  qr(modules: { size: number; data: ArrayLike<number> }, caption: string, text: string): this {
    const quiet = 4;
    const side = 108;
    const unit = side / (modules.size + 2 * quiet);
    const seam = unit * 0.05;
    const lh = this.lineHeight(size.small);
    this.y -= 8;
    this.ensure(side + 2 * lh + 8);
    const top = this.y;
    const dark = (row: number, col: number) => modules.data[row * modules.size + col] === 1;
    for (let row = 0; row < modules.size; row += 1) {
      let col = 0;
      while (col < modules.size) {
        if (!dark(row, col)) {
          col += 1;
          continue;
        }
        const start = col;
        while (col < modules.size && dark(row, col)) col += 1;
        // Each run reaches a little into the row below it: rows that only touch would show a
        // hairline seam where a viewer anti-aliases the two edges.
        this.page.drawRectangle({
          x: margin.left + (quiet + start) * unit,
          y: top - (quiet + row + 1) * unit - seam,
          width: (col - start) * unit,
          height: unit + seam,
          color: black,
        });
      }
    }
    this.y -= side;
    this.flow(wrapText(caption, this.regular, size.small, contentWidth), this.regular, size.small, {
      color: grey,
    });
    this.flow(wrapText(text, this.regular, size.small, contentWidth), this.regular, size.small);
    this.y -= 4;
    return this;
  }

  /** Numbers the pages, writes the document information and answers the file's bytes. */
  async finish(): Promise<Buffer> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const label = `${index + 1}/${pages.length}`;
      const width = this.regular.widthOfTextAtSize(label, size.small);
      page.drawText(label, {
        x: margin.left + (contentWidth - width) / 2,
        y: margin.bottom / 2,
        size: size.small,
        font: this.regular,
        color: grey,
      });
    });
    // Only what describes the document: no names, passports or PINs of the people in it.
    const created = new Date(this.info.createdAt);
    this.doc.setTitle(this.info.title, { showInWindowTitleBar: true });
    this.doc.setLanguage(languageTags[this.info.language]);
    this.doc.setCreationDate(created);
    this.doc.setModificationDate(created);
    this.doc.setProducer('Notarial portal sandbox');
    this.doc.setCreator('Notarial portal sandbox');
    return Buffer.from(await this.doc.save());
  }
}
