import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '#domain/clients/project.ts';
import { canMoveProject, nextProjectStatuses, PROJECT_STATUS_MOVES } from '#domain/clients/project-status.ts';

describe('project status rules', () => {
  it.each([
    ['new', ['active', 'on_hold', 'cancelled']],
    ['active', ['completed', 'on_hold', 'cancelled']],
    ['on_hold', ['active', 'cancelled']],
    ['completed', ['active']],
    ['cancelled', ['new']],
  ] as const)('a %s project may move to %j', (from, allowed) => {
    expect(nextProjectStatuses(from)).toEqual(allowed);
    for (const to of PROJECT_STATUSES) expect(canMoveProject(from, to)).toBe(allowed.includes(to as never));
  });

  it('never "moves" a project to the status it already has', () => {
    for (const status of PROJECT_STATUSES) expect(canMoveProject(status, status)).toBe(false);
  });

  it('leaves every status a way on (nothing is a dead end)', () => {
    for (const status of PROJECT_STATUSES) expect(PROJECT_STATUS_MOVES[status].length).toBeGreaterThan(0);
  });
});
