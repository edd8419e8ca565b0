// Over 300 lines: one document's layout, top to bottom (header, scope, price, terms, signature), each part
// a short method of one renderer that carries the page position.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { EmailRenderer } from '#application/mail/localized-email.ts';
import type { ProposalDocument, ProposalPdfRenderer } from '#application/proposals/ports.ts';
import { INTL_LOCALES } from '#domain/shared/language.ts';
import { emailRenderer } from '../mail/email-renderer.ts';
import { type PdfHeading, ProposalPdfText } from './proposal-pdf-text.ts';

type Doc = PDFKit.PDFDocument;

interface Fonts {
  regular: string;
  bold: string;
  /** The TTF bytes to register, or none for the PDF's built-in Helvetica (Latin-1 only). */
  files?: { regular: Buffer; bold: Buffer };
}

const MARGIN = 50;
const FOOTER_SPACE = 40;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/**
 * DejaVu Sans from its npm package: Latin with every accent, Greek and Cyrillic, so a client called
 * 'Zoë Åström' or 'Ελένη' prints as typed. Without the package, Helvetica.
 */
function loadFonts(): Fonts {
  try {
    const folder = path.join(
      path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
      'ttf',
    );
    const regular = path.join(folder, 'DejaVuSans.ttf');
    const bold = path.join(folder, 'DejaVuSans-Bold.ttf');
    if (existsSync(regular) && existsSync(bold))
      return {
        regular: 'Body',
        bold: 'Body-Bold',
        files: { regular: readFileSync(regular), bold: readFileSync(bold) },
      };
  } catch {
    // Not installed: fall through to the built-in font.
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
}

/**
 * The proposal as an A4 PDF with pdfkit, in its reader's language and zone (texts from the e-mail
 * catalogues). pdfkit (and the fonts) load on the first PDF, not when the web process starts: most
 * processes never make one.
 */
export class PdfkitProposalRenderer implements ProposalPdfRenderer {
  private fonts: Fonts | undefined;
  private readonly texts: Pick<EmailRenderer, 'text'>;

  constructor(texts: Pick<EmailRenderer, 'text'> = emailRenderer()) {
    this.texts = texts;
  }

  async render(document: ProposalDocument): Promise<Uint8Array> {
    const { default: PDFDocument } = await import('pdfkit');
    this.fonts ??= loadFonts();
    const fonts = this.fonts;
    const words = new ProposalPdfText(this.texts, document.reader);
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
      bufferPages: true,
      lang: INTL_LOCALES[document.reader.language],
      displayTitle: true,
      info: {
        Title: document.proposal.title,
        Author: document.issuer.name,
        Subject: words.forClient(document.client.name),
        CreationDate: document.generatedAt,
      },
    });
    if (fonts.files) {
      doc.registerFont(fonts.regular, fonts.files.regular);
      doc.registerFont(fonts.bold, fonts.files.bold);
    }
    const finished = collect(doc);
    new ProposalLayout(doc, fonts, document, words).draw();
    doc.end();
    return finished;
  }
}

function collect(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/** Draws one proposal, top to bottom; each block moves to a new page when it would not fit. */
class ProposalLayout {
  private readonly doc: Doc;
  private readonly fonts: Fonts;
  private readonly document: ProposalDocument;
  private readonly words: ProposalPdfText;
  private readonly width: number;

  constructor(doc: Doc, fonts: Fonts, document: ProposalDocument, words: ProposalPdfText) {
    this.doc = doc;
    this.fonts = fonts;
    this.document = document;
    this.words = words;
    this.width = doc.page.width - MARGIN * 2;
  }

  draw(): void {
    this.header();
    this.titleBlock();
    this.clientBlock();
    this.descriptionBlock();
    this.scopeBlock();
    this.paymentBlock();
    this.approvalBlock();
    this.footers();
  }

  private header(): void {
    const { doc } = this;
    const { issuer } = this.document;
    const top = doc.y;
    this.font('bold', 16).text(issuer.name, MARGIN, top, { width: this.width / 2 });
    this.font('regular', 9, MUTED).text(`${issuer.email}\n${issuer.siteUrl}`, MARGIN + this.width / 2, top, {
      width: this.width / 2,
      align: 'right',
    });
    doc.y = Math.max(doc.y, top + 24);
    this.rule();
  }

  private titleBlock(): void {
    const { proposal, client, generatedAt } = this.document;
    this.font('bold', 20).text(proposal.title, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
    this.font('regular', 12).text(this.words.forClient(client.name));
    this.doc.moveDown(0.3);
    this.font('regular', 9, MUTED).text(this.words.titleLines(proposal, generatedAt).join('\n'));
    this.doc.moveDown(1);
  }

  private clientBlock(): void {
    const { client, projectName } = this.document;
    this.heading('client');
    const lines = [client.name, client.company, client.email, client.phone].filter((line): line is string =>
      Boolean(line),
    );
    this.font('regular', 10).text(lines.join('\n'), { width: this.width });
    this.doc.moveDown(0.8);
    this.heading('project');
    this.font('regular', 10).text(projectName, { width: this.width });
    this.doc.moveDown(0.8);
  }

  private descriptionBlock(): void {
    const description = this.document.proposal.description.trim();
    if (!description) return;
    this.heading('description');
    // Long text flows onto the next pages by itself.
    this.font('regular', 10).text(description, { width: this.width, lineGap: 2 });
    this.doc.moveDown(0.8);
  }

  private scopeBlock(): void {
    const entries = this.words.scopeEntries(this.document.proposal.scopeItems);
    if (entries.length === 0) return;
    this.heading('scope');
    const priceWidth = 90;
    const textWidth = this.width - priceWidth - 10;
    for (const entry of entries) {
      this.font('bold', 10);
      const headingHeight = this.doc.heightOfString(entry.heading, { width: textWidth });
      this.font('regular', 9);
      const bodyHeight = this.doc.heightOfString(entry.description, { width: textWidth });
      // An item starts on a new page rather than leaving its title alone at the bottom of one.
      this.ensureSpace(headingHeight + Math.min(bodyHeight, 60) + 8);
      const top = this.doc.y;
      this.font('bold', 10).text(entry.heading, MARGIN, top, { width: textWidth });
      const afterHeading = this.doc.y;
      if (entry.price)
        this.font('bold', 10).text(entry.price, MARGIN + textWidth + 10, top, {
          width: priceWidth,
          align: 'right',
        });
      this.font('regular', 9, MUTED).text(entry.description, MARGIN, afterHeading + 1, {
        width: textWidth,
        lineGap: 1,
      });
      this.doc.moveDown(0.6);
    }
    this.doc.moveDown(0.4);
  }

  private paymentBlock(): void {
    const rows = this.words.paymentRows(this.document);
    const rowHeight = 22;
    this.ensureSpace(30 + rowHeight * rows.length + 30);
    this.heading('payment');
    const columns = { label: MARGIN, note: MARGIN + 180, amount: MARGIN + this.width - 140 };
    rows.forEach((row, index) => {
      const last = index === rows.length - 1;
      const top = this.doc.y;
      if (last) this.line(top, INK);
      const y = top + 6;
      this.font(last ? 'bold' : 'regular', 10).text(row.label, columns.label, y, { width: 170 });
      this.font('regular', 9, MUTED).text(row.note, columns.note, y + 1, { width: 180 });
      this.font(last ? 'bold' : 'regular', 10).text(row.amount, columns.amount, y, {
        width: 140,
        align: 'right',
      });
      this.doc.y = top + rowHeight;
      if (!last) this.line(this.doc.y, RULE);
    });
    this.doc.moveDown(0.8);
    this.font('regular', 9, MUTED).text(
      this.words.referenceLine(this.document.proposal),
      MARGIN,
      this.doc.y,
      {
        width: this.width,
      },
    );
    this.doc.moveDown(1);
  }

  private approvalBlock(): void {
    const lines = this.words.approvalLines(this.document.proposal);
    const paid = this.words.paymentLine(this.document.payment);
    if (!lines && !paid) return;
    this.ensureSpace(110);
    this.heading('approval');
    for (const line of lines ?? []) {
      this.font('regular', 9).text(line, MARGIN, this.doc.y, { width: this.width });
      this.doc.moveDown(0.2);
    }
    if (paid) {
      this.doc.moveDown(0.3);
      this.font('bold', 10).text(paid, MARGIN, this.doc.y, { width: this.width });
    }
  }

  /** Every page's footer: the issuer and 'Page N of M', drawn once the page count is known. */
  private footers(): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    const { issuer } = this.document;
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      const bottom = doc.page.margins.bottom;
      // Writing below the bottom margin would open a new page: lift the margin while drawing.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 10;
      this.line(y - 8, RULE);
      this.font('regular', 8, MUTED).text(`${issuer.name} · ${issuer.siteUrl}`, MARGIN, y, {
        width: this.width / 2,
        lineBreak: false,
      });
      this.font('regular', 8, MUTED).text(
        this.words.pageLabel(index + 1, range.count),
        MARGIN + this.width / 2,
        y,
        {
          width: this.width / 2,
          align: 'right',
          lineBreak: false,
        },
      );
      doc.page.margins.bottom = bottom;
    }
  }

  private heading(name: PdfHeading): void {
    this.ensureSpace(40);
    this.font('bold', 12).text(this.words.heading(name), MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  private rule(): void {
    this.doc.moveDown(0.5);
    this.line(this.doc.y, RULE);
    this.doc.moveDown(1);
  }

  private line(y: number, colour: string): void {
    this.doc
      .save()
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.7)
      .strokeColor(colour)
      .stroke()
      .restore();
  }

  private ensureSpace(height: number): void {
    const limit = this.doc.page.height - this.doc.page.margins.bottom;
    if (this.doc.y + height > limit) {
      this.doc.addPage();
      this.doc.x = MARGIN;
    }
  }

  private font(weight: 'regular' | 'bold', size: number, colour = INK): Doc {
    return this.doc.font(this.fonts[weight]).fontSize(size).fillColor(colour);
  }
}
