import { describe, expect, it } from 'vitest';
import {
  applyPublishAction,
  isScheduleInFuture,
  postStatus,
  publishWhenDue,
} from '#domain/blog/publishing.ts';

const now = new Date('2026-11-21T10:00:00Z');
const later = new Date('2026-11-22T08:00:00Z');

describe('publishing a post', () => {
  it('saves a draft with published false and no publication date', () => {
    expect(applyPublishAction({ kind: 'draft' }, now)).toEqual({
      published: false,
      publishedAt: null,
      scheduledAt: null,
    });
  });

  it('publishes with published_at set to now, on every save of a published post', () => {
    expect(applyPublishAction({ kind: 'publish' }, now)).toEqual({
      published: true,
      publishedAt: now,
      scheduledAt: null,
    });
    const resaved = new Date('2026-11-21T11:00:00Z');
    expect(applyPublishAction({ kind: 'publish' }, resaved).publishedAt).toEqual(resaved);
  });

  it('schedules a post: not public yet, waiting for its instant', () => {
    const state = applyPublishAction({ kind: 'schedule', at: later }, now);
    expect(state).toEqual({ published: false, publishedAt: null, scheduledAt: later });
    expect(postStatus(state)).toBe('scheduled');
  });

  it('names the three states', () => {
    expect(postStatus(applyPublishAction({ kind: 'draft' }, now))).toBe('draft');
    expect(postStatus(applyPublishAction({ kind: 'publish' }, now))).toBe('published');
  });

  it('only schedules in the future', () => {
    expect(isScheduleInFuture(later, now)).toBe(true);
    expect(isScheduleInFuture(now, now)).toBe(false);
  });
});

describe('a scheduled post coming due', () => {
  const scheduled = { published: false, publishedAt: null, scheduledAt: later };

  it('is published at its scheduled instant once the time has come', () => {
    expect(publishWhenDue(scheduled, later, later)).toEqual({
      published: true,
      publishedAt: later,
      scheduledAt: null,
    });
  });

  it('changes nothing before its time', () => {
    expect(publishWhenDue(scheduled, later, now)).toBeNull();
  });

  it('changes nothing the second time (already published), so the job runs exactly once', () => {
    const published = publishWhenDue(scheduled, later, later);
    expect(published).not.toBeNull();
    expect(publishWhenDue(published ?? scheduled, later, later)).toBeNull();
  });

  it('ignores a job for an instant the owner has since changed, or a post turned back into a draft', () => {
    const moved = { ...scheduled, scheduledAt: new Date('2026-12-01T08:00:00Z') };
    expect(publishWhenDue(moved, later, later)).toBeNull();
    expect(
      publishWhenDue({ published: false, publishedAt: null, scheduledAt: null }, later, later),
    ).toBeNull();
  });
});
