import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTIONS,
  AUDIT_TEXT_LIMIT,
  actorKey,
  changedFields,
  smallValues,
} from '#domain/audit/audit-entry.ts';

describe('audit entries', () => {
  it('keep of an edit only the fields it changed, on both sides, and nothing when nothing changed', () => {
    const before = { title: 'Hello', status: 'draft', tags: ['a'], price: 100 };
    expect(changedFields(before, { ...before, status: 'published', tags: ['a', 'b'] })).toEqual({
      before: { status: 'draft', tags: ['a'] },
      after: { status: 'published', tags: ['a', 'b'] },
    });
    expect(changedFields(before, { ...before })).toBeNull();
    // A field only one side has is shown as none on the other.
    expect(changedFields({ note: null }, { note: 'Closed' })).toEqual({
      before: { note: null },
      after: { note: 'Closed' },
    });
  });

  it(`shorten a long text to ${AUDIT_TEXT_LIMIT} characters: an entry says what changed, the record keeps the rest`, () => {
    const long = 'x'.repeat(5000);
    const { title } = smallValues({ title: long });
    expect(title).toHaveLength(AUDIT_TEXT_LIMIT);
    expect(String(title).endsWith('…')).toBe(true);
    expect(changedFields({ title: 'short' }, { title: long })?.after.title).toHaveLength(AUDIT_TEXT_LIMIT);
  });

  it('keep every text well-formed, as JSON storage needs: a lone surrogate, or half an emoji cut at the limit', () => {
    expect(smallValues({ name: '\u202eevil\ud800' }).name).toBe('\u202eevil\ufffd');
    const cutInAnEmoji = `${'x'.repeat(AUDIT_TEXT_LIMIT - 2)}😀😀`;
    const { title } = smallValues({ title: cutInAnEmoji });
    expect(String(title).isWellFormed()).toBe(true);
    expect(JSON.parse(JSON.stringify(title))).toBe(title);
  });

  it('name one person per account, per key, and the command line and the scheduler as one each', () => {
    expect(actorKey({ kind: 'account', id: 'u1' })).toBe('account:u1');
    expect(actorKey({ kind: 'api_key', id: 'k1' })).toBe('api_key:k1');
    expect(actorKey({ kind: 'command_line', id: null })).toBe('command_line');
    expect(actorKey({ kind: 'scheduler', id: null })).toBe('scheduler');
  });

  it('list what the test-user API does among the system actions', () => {
    const system = AUDIT_ACTION_GROUPS.find((group) => group.area === 'system')?.actions ?? [];
    expect(system).toEqual(expect.arrayContaining(['test_user.created', 'test_user.removed']));
  });

  it('list every action in exactly one area of the page’s filter', () => {
    const grouped = AUDIT_ACTION_GROUPS.flatMap((group) => group.actions);
    expect([...grouped].sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});
