/** Where a post stands: a draft, waiting for its scheduled time, or public. */
export type PostStatus = 'draft' | 'scheduled' | 'published';

export interface PublicationState {
  published: boolean;
  publishedAt: Date | null;
  /** The instant a scheduled post goes public; null unless scheduled. */
  scheduledAt: Date | null;
}

/** What the editor's buttons ask for: Save Draft, Publish Now / Update & Publish, Schedule. */
export type PublishAction = { kind: 'draft' } | { kind: 'publish' } | { kind: 'schedule'; at: Date };

export const DRAFT: PublicationState = { published: false, publishedAt: null, scheduledAt: null };

/**
 * The state a save leaves the post in. Publishing stamps published_at with now on every save of a
 * published post (the spec's rule); a draft has neither a publication nor a schedule.
 */
export function applyPublishAction(action: PublishAction, now: Date): PublicationState {
  switch (action.kind) {
    case 'draft':
      return DRAFT;
    case 'publish':
      return { published: true, publishedAt: now, scheduledAt: null };
    case 'schedule':
      return { published: false, publishedAt: null, scheduledAt: action.at };
  }
}

export function isScheduleInFuture(at: Date, now: Date): boolean {
  return at.getTime() > now.getTime();
}

export function postStatus(state: PublicationState): PostStatus {
  if (state.published) return 'published';
  return state.scheduledAt ? 'scheduled' : 'draft';
}

/**
 * The state a scheduled post takes when its time comes: published at the scheduled instant. Only a
 * post still scheduled for exactly that instant qualifies, so a job that fires twice, or fires after
 * the owner re-scheduled or published by hand, changes nothing.
 */
export function publishWhenDue(
  state: PublicationState,
  scheduledFor: Date,
  now: Date,
): PublicationState | null {
  if (state.published || state.scheduledAt?.getTime() !== scheduledFor.getTime()) return null;
  if (scheduledFor.getTime() > now.getTime()) return null;
  return { published: true, publishedAt: scheduledFor, scheduledAt: null };
}
