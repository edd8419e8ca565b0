import { describe, expect, it } from 'vitest';
import { getClientProposalPdf, getStaffProposalPdf } from '#application/proposals/get-proposal-document.ts';
import type { ProposalDocument } from '#application/proposals/ports.ts';
import type { Client } from '#domain/clients/client.ts';
import type { Project } from '#domain/clients/project.ts';
import { InMemoryProposals } from '#fixtures/fakes/in-memory-proposals.ts';

const day = new Date(Date.UTC(2026, 10, 24, 12));

const client = (id: string, name: string): Client => ({
  id,
  userId: `user-${id}`,
  name,
  email: `${id}@example.com`,
  phone: '020 7946 0000',
  company: id === 'ada' ? 'Analytical Engines Ltd' : null,
  language: 'en',
  timeZone: 'Europe/London',
  accountBalancePence: 0,
  paymentsReceivedPence: 0,
  createdAt: day,
});

const project = (id: string, clientId: string): Project => ({
  id,
  clientId,
  name: `Project ${id}`,
  description: '',
  status: 'active',
  projectTypes: [],
  budgetRange: null,
  timelinePreference: null,
  referenceImages: [],
  unverified: false,
  submittedBy: null,
  createdAt: day,
});

function world() {
  const proposals = new InMemoryProposals({
    clients: [client('ada', 'Ada Lovelace'), client('bob', 'Bob Other')],
    projects: [project('p-ada', 'ada'), project('p-bob', 'bob')],
  });
  const rendered: ProposalDocument[] = [];
  const deps = {
    proposals,
    pdf: {
      async render(document: ProposalDocument) {
        rendered.push(document);
        return new Uint8Array([37, 80, 68, 70]);
      },
    },
    issuer: { name: 'Personal Brand', email: 'hello@example.com', siteUrl: 'https://example.com' },
    clock: { now: () => day },
  };
  const asAda = { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' };
  return { deps, proposals, rendered, asAda };
}

const notFound = { kind: 'not_found', code: 'PROPOSALS.NOT_FOUND', message: 'Proposal Not Found' };

describe('the proposal PDF use cases', () => {
  it('gives staff any proposal, drafts too, with the amounts in pence and the issuer', async () => {
    const { deps, proposals, rendered } = world();
    const draft = proposals.add({
      clientId: 'ada',
      projectId: 'p-ada',
      title: 'Café website',
      status: 'draft',
      totalAmountPence: 100_001,
      depositPercentage: 50,
    });
    const pdf = await getStaffProposalPdf(deps, draft.id);
    expect(pdf).toEqual({ fileName: 'proposal-cafe-website.pdf', content: new Uint8Array([37, 80, 68, 70]) });
    expect(rendered[0]).toMatchObject({
      projectName: 'Project p-ada',
      client: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '020 7946 0000',
        company: 'Analytical Engines Ltd',
      },
      depositAmountPence: 50_001,
      remainingAmountPence: 50_000,
      payment: null,
      issuer: deps.issuer,
      generatedAt: day,
    });
    expect(rendered[0]?.proposal.title).toBe('Café website');
    await expect(getStaffProposalPdf(deps, 'unknown')).rejects.toMatchObject(notFound);
  });

  it("gives a client their own sent proposal only: a draft, another client's or an unknown id is not found", async () => {
    const { deps, proposals, rendered, asAda } = world();
    const mine = proposals.add({ clientId: 'ada', projectId: 'p-ada', title: 'Mine', status: 'approved' });
    const draft = proposals.add({ clientId: 'ada', projectId: 'p-ada', title: 'Draft', status: 'draft' });
    const theirs = proposals.add({ clientId: 'bob', projectId: 'p-bob', title: "Bob's" });
    expect((await getClientProposalPdf(deps, asAda, mine.id, 'en')).fileName).toBe('proposal-mine.pdf');
    expect(rendered).toHaveLength(1);
    for (const id of [draft.id, theirs.id, 'unknown'])
      await expect(getClientProposalPdf(deps, asAda, id, 'en')).rejects.toMatchObject(notFound);
    expect(rendered).toHaveLength(1);
  });

  // Issue 43, item 8: the PDF was English, with London's times, whoever read it.
  it("is the client's document: in their language and zone, or the language of the portal they read", async () => {
    const { deps, proposals, rendered, asAda } = world();
    const ada = await proposals.findRecordSet(
      proposals.add({ clientId: 'ada', projectId: 'p-ada', title: 'Web' }).id,
    );
    if (!ada) throw new Error('no record set');
    Object.assign(ada.client, { language: 'fr', timeZone: 'Europe/Madrid' });
    await getStaffProposalPdf(deps, ada.proposal.id);
    await getClientProposalPdf(deps, asAda, ada.proposal.id, 'es');
    expect(rendered.map((document) => document.reader)).toEqual([
      { language: 'fr', timeZone: 'Europe/Madrid' },
      { language: 'es', timeZone: 'Europe/Madrid' },
    ]);
  });
});
