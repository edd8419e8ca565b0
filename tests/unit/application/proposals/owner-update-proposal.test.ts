import { describe, expect, it } from 'vitest';
import { updateProposal } from '#application/proposals/update-proposal.ts';
import type { ProposalStatus } from '#domain/proposals/proposal.ts';
import { englishIn } from '#fixtures/english-in-email.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { queuedEmails } from '#fixtures/fakes/in-memory-jobs.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { form, ownerWorld } from './owner-fixture.ts';

function withProposal(status: ProposalStatus) {
  const world = ownerWorld();
  const proposal = world.proposals.add({
    clientId: world.ada.id,
    projectId: world.website.id,
    projectName: 'Website',
    title: 'Before',
    status,
  });
  return { ...world, proposal };
}

describe('updateProposal', () => {
  it.each(['draft', 'sent', 'client_reviewing'] as const)(
    'saves the form over a %s proposal',
    async (status) => {
      const { deps, proposal } = withProposal(status);

      const detail = await updateProposal(
        deps,
        {
          ...form({ title: 'After', totalAmount: 250_050, depositPercentage: 25 }),
          id: proposal.id,
        },
        STAFF_ACTOR,
      );

      expect(detail).toMatchObject({
        title: 'After',
        status,
        totalAmountPence: 250_050,
        depositPercentage: 25,
        depositAmountPence: 62_513,
      });
      expect(detail.scopeItems.map((item) => item.title)).toEqual(['Design', 'Build']);
    },
  );

  it('moves the proposal to another project (and so to its client)', async () => {
    const { deps, proposal, shop } = withProposal('draft');
    const detail = await updateProposal(
      deps,
      { ...form({ projectId: shop.id }), id: proposal.id },
      STAFF_ACTOR,
    );
    expect(detail).toMatchObject({ project: { id: shop.id, name: 'Shop' }, client: { name: 'Bob Other' } });
  });

  it.each([
    ['approved', 'This proposal has been approved by the client, so it can no longer be edited.'],
    ['locked', 'This proposal is locked: its deposit has been paid, so it can no longer be edited.'],
  ] as const)('refuses a %s proposal and says why', async (status, message) => {
    const { deps, proposal, proposals } = withProposal(status);
    const error = await errorOf(
      updateProposal(deps, { ...form({ title: 'After' }), id: proposal.id }, STAFF_ACTOR),
    );
    expect(error).toMatchObject({ kind: 'conflict', code: 'PROPOSALS.NOT_EDITABLE', message });
    expect(proposals.find(proposal.id)?.title).toBe('Before');
  });

  it('reports an approval that lands between the read and the conditional update', async () => {
    const { deps, proposal, proposals } = withProposal('client_reviewing');
    const update = proposals.update.bind(proposals);
    proposals.update = async (...args) => {
      Object.assign(proposals.find(proposal.id) ?? {}, { status: 'approved' });
      return update(...args);
    };
    const error = await errorOf(updateProposal(deps, { ...form(), id: proposal.id }, STAFF_ACTOR));
    expect(error).toMatchObject({ code: 'PROPOSALS.NOT_EDITABLE' });
    expect(proposals.find(proposal.id)?.title).toBe('Before');
  });

  it('is "Proposal Not Found" for an unknown id, and "Project Not Found" for an unknown project', async () => {
    const { deps, proposal } = withProposal('draft');
    expect(await errorOf(updateProposal(deps, { ...form(), id: 'nothing' }, STAFF_ACTOR))).toMatchObject({
      code: 'PROPOSALS.NOT_FOUND',
    });
    expect(
      await errorOf(
        updateProposal(deps, { ...form({ projectId: 'project-gone' }), id: proposal.id }, STAFF_ACTOR),
      ),
    ).toMatchObject({ code: 'PROPOSALS.PROJECT_NOT_FOUND' });
  });

  it('a draft stays revision 1 and e-mails nobody; each edit after sending is a revision the client hears of', async () => {
    const { deps, proposal, proposals, queue } = withProposal('draft');
    await updateProposal(deps, { ...form({ title: 'Draft 2' }), id: proposal.id }, STAFF_ACTOR);
    expect(proposals.find(proposal.id)?.revision).toBe(1);
    expect(queue.jobs).toHaveLength(0);

    proposal.status = 'client_reviewing';
    const detail = await updateProposal(deps, { ...form({ title: 'After' }), id: proposal.id }, STAFF_ACTOR);
    expect(detail.revision.number).toBe(2);
    await updateProposal(deps, { ...form({ title: 'After again' }), id: proposal.id }, STAFF_ACTOR);
    expect(queue.jobs.map((job) => job.jobId)).toEqual([
      `proposal-changed-${proposal.id}-2`,
      `proposal-changed-${proposal.id}-3`,
    ]);
    const email = queuedEmails(queue)[1];
    expect(email).toMatchObject({
      to: 'ada@example.com',
      subject: 'Proposal updated: After again (revision 3)',
    });
    expect(email?.text).toContain(`[sign-in link to /portal/proposals/${proposal.id}]`);
  });

  // Issue 43, item 8: the owner's view of the client has no language, and the e-mail was English.
  it.each(['fr', 'pt'] as const)(
    "writes the revision's e-mail in the client's language (%s), its link opening the site in it",
    async (language) => {
      const { deps, proposal, ada, website, queue } = withProposal('client_reviewing');
      ada.language = language;
      website.name = 'Boulangerie'; // not "Website", a word of the English catalogue
      await updateProposal(deps, { ...form({ title: 'Boutique' }), id: proposal.id }, STAFF_ACTOR);
      const [job] = queue.jobs;
      expect(job?.payload).toMatchObject({ language });
      const [email] = queuedEmails(queue);
      expect(email?.subject).toContain('Boutique');
      expect(englishIn(`${email?.subject}\n${email?.text}\n${email?.html}`, language)).toEqual([]);
    },
  );
});
