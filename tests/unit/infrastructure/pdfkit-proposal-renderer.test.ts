import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { PdfkitProposalRenderer } from '#infrastructure/pdf/pdfkit-proposal-renderer.ts';
import { sampleProposal, sampleProposalDocument } from '../../fixtures/proposal-document.ts';

describe('PdfkitProposalRenderer', () => {
  it('renders every part over several numbered pages, non-Latin names intact, with metadata', async () => {
    const bytes = await new PdfkitProposalRenderer().render(sampleProposalDocument());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await getDocumentProxy(bytes);
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    for (const expected of [
      'Personal Brand',
      'hello@example.com',
      'Brand for Ελένη',
      'Proposal for Zoë Åström',
      'Åström AB',
      'Revision 2 of Wednesday 1 July 2026, 14:05 (Europe/London)',
      'Stufe 1',
      '30. Item 30',
      'No description provided',
      'Due on approval',
      'Due on completion',
      'Complete package',
      '£2,400.00',
      '£4,800.00',
      'DEP-0B5E1C2A1111',
      'Approved by Zoë Åström on Tuesday 24 November 2026, 10:00 (Europe/London)',
      'IP address: not recorded',
      `Content SHA-256: ${sampleProposal.approval?.contentSha256}`,
      'Deposit paid 24 November 2026 by bank transfer (£2,400.00)',
      `Page 1 of ${totalPages}`,
      `Page ${totalPages} of ${totalPages}`,
    ])
      expect(text).toContain(expected);
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({
      Title: 'Brand for Ελένη',
      Author: 'Personal Brand',
      Subject: 'Proposal for Zoë Åström',
    });
  });

  it("is written in the reader's language, its metadata too", async () => {
    const bytes = await new PdfkitProposalRenderer().render(
      sampleProposalDocument({ language: 'de', timeZone: 'Europe/Berlin' }),
    );
    const pdf = await getDocumentProxy(bytes);
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of ['Angebot für Zoë Åström', 'Leistungsumfang', 'Seite 1 von', '2.400,00 £'])
      expect(text).toContain(expected);
    expect((await pdf.getMetadata()).info).toMatchObject({ Subject: 'Angebot für Zoë Åström' });
  });
});
