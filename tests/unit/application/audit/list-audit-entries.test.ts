import { describe, expect, it } from 'vitest';
import { listAuditEntries } from '#application/audit/list-audit-entries.ts';
import type { AuditLogReader, AuditQuery } from '#application/audit/ports.ts';
import { auditListSchema } from '#application/audit/schemas.ts';

function readerSeeing(total: number) {
  const queries: AuditQuery[] = [];
  const reader: AuditLogReader = {
    async page(query) {
      queries.push(query);
      return { rows: [], total };
    },
    async people() {
      return [{ key: 'command_line', kind: 'command_line', name: 'operator' }];
    },
  };
  return { queries, deps: { auditEntries: reader } };
}

describe('listAuditEntries', () => {
  it('reads London days, both ends included, across a clock change', async () => {
    const { queries, deps } = readerSeeing(0);
    await listAuditEntries(deps, auditListSchema.parse({ from: '2026-03-28', to: '2026-03-29' }));
    // London is on GMT on the 28th and on BST from 01:00 on the 29th; the range ends at the 30th's midnight (BST).
    expect(queries[0]).toMatchObject({
      from: new Date('2026-03-28T00:00:00.000Z'),
      until: new Date('2026-03-29T23:00:00.000Z'),
    });
  });

  it('pages by 25 and turns anything unreadable in the address into no filter', async () => {
    const { queries, deps } = readerSeeing(60);
    const page = await listAuditEntries(
      deps,
      auditListSchema.parse({
        page: '3',
        person: 'account:u1',
        action: 'no.such',
        from: '2026-02-30',
        to: '',
      }),
    );
    expect(queries[0]).toEqual({
      actorKey: 'account:u1',
      action: null,
      from: null,
      until: null,
      limit: 25,
      offset: 50,
    });
    expect(page).toMatchObject({
      total: 60,
      page: 3,
      pageCount: 3,
      filters: { person: 'account:u1', action: null, from: null, to: null },
      people: [{ key: 'command_line', name: 'operator' }],
    });
  });
});
