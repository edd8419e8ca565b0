import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_SUBJECT_TYPES,
} from '#domain/audit/audit-entry.ts';
import { catalogs, messagesOf } from '../../fixtures/catalogues.ts';

// Issue 33: `/admin/audit` names every action, area, actor and subject in the reader's language. A
// name missing from a catalogue would show its key; `locales.test.ts` keeps every language to en's keys.

describe("the audit log's names", () => {
  it.each(Object.keys(catalogs))(
    '%s names every action, area, kind of actor and kind of subject the log can hold',
    (language) => {
      const messages = messagesOf(language);
      const keys = [
        ...AUDIT_ACTIONS.map((action) => `adminAudit.actions.${action}`),
        ...AUDIT_ACTION_GROUPS.map((group) => `adminAudit.areas.${group.area}`),
        ...AUDIT_ACTOR_KINDS.map((kind) => `adminAudit.actorKinds.${kind}`),
        ...AUDIT_SUBJECT_TYPES.map((type) => `adminAudit.subjects.${type}`),
      ];
      expect(keys.filter((key) => !messages.get(key)?.trim())).toEqual([]);
    },
  );

  it.each(Object.keys(catalogs))("%s names the fields of the test-user API's entries", (language) => {
    const messages = messagesOf(language);
    expect(['email', 'expiresAt'].filter((field) => !messages.get(`adminAudit.fields.${field}`))).toEqual([]);
  });
});
