const SLUG_MAX = 60;

/**
 * The PDF's download name: `proposal-<slug>.pdf`, the slug from the title in plain ASCII (accents
 * dropped, other letters left out) so the Content-Disposition header needs no encoding. A title with
 * nothing left ("Ελένη") falls back to the start of the proposal's id.
 */
export function proposalPdfFileName(proposal: { id: string; title: string }): string {
  const slug = proposal.title
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return `proposal-${slug || proposal.id.replaceAll('-', '').slice(0, 8).toLowerCase()}.pdf`;
}
