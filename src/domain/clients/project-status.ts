import type { ProjectStatus } from './project.ts';

/**
 * The owner's moves of a project (spec section 4 shows only `new` on inquiry; the owner
 * moves it on from there). A finished project (completed or cancelled) can be reopened; nothing else jumps back.
 */
export const PROJECT_STATUS_MOVES: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  new: ['active', 'on_hold', 'cancelled'],
  active: ['completed', 'on_hold', 'cancelled'],
  on_hold: ['active', 'cancelled'],
  completed: ['active'],
  cancelled: ['new'],
};

/** The statuses a project in `from` may move to, in the order the control offers them. */
export function nextProjectStatuses(from: ProjectStatus): readonly ProjectStatus[] {
  return PROJECT_STATUS_MOVES[from];
}

export function canMoveProject(from: ProjectStatus, to: ProjectStatus): boolean {
  return PROJECT_STATUS_MOVES[from].includes(to);
}

/** English names of the statuses, for the refusal's message (the page shows its own translations). */
export const PROJECT_STATUS_NAMES: Readonly<Record<ProjectStatus, string>> = {
  new: 'new',
  active: 'active',
  completed: 'completed',
  cancelled: 'cancelled',
  on_hold: 'on hold',
};
