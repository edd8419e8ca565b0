import { describe, expect, it } from 'vitest';
import { proposalPdfFileName } from '#domain/proposals/pdf-file-name.ts';

const id = '0B5E1C2A-1111-4222-8333-444455556666';

describe('proposalPdfFileName', () => {
  it('slugs the title in plain ASCII, accents dropped', () => {
    expect(proposalPdfFileName({ id, title: 'Bakery website & pre-orders' })).toBe(
      'proposal-bakery-website-pre-orders.pdf',
    );
    expect(proposalPdfFileName({ id, title: '  Zoë Åström: "Brand" 2027  ' })).toBe(
      'proposal-zoe-astrom-brand-2027.pdf',
    );
  });

  it('falls back to the start of the id when no ASCII letter is left', () => {
    expect(proposalPdfFileName({ id, title: 'Ελένη' })).toBe('proposal-0b5e1c2a.pdf');
  });

  it('keeps the name short and never ends the slug on a hyphen', () => {
    const name = proposalPdfFileName({ id, title: `${'a'.repeat(59)} b` });
    expect(name).toBe(`proposal-${'a'.repeat(59)}.pdf`);
  });
});
