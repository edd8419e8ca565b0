/**
 * The audit log: every action the owner's staff take, who took it, when, from where, what
 * it was done to and, where it is small, what changed. Entries are written with the action and never
 * changed or removed by the site.
 */

export type AuditArea = 'blog' | 'clients' | 'proposals' | 'booking' | 'system';

/**
 * Every action the log records, by area, as the log page's action filter lists them; the page names
 * each in six languages.
 */
export const AUDIT_ACTION_GROUPS = [
  {
    area: 'blog',
    actions: [
      'post.created',
      'post.updated',
      'post.published',
      'post.unpublished',
      'post.scheduled',
      'post.deleted',
      'post.cover_requested',
      'media.uploaded',
      'api_key.created',
      'api_key.revoked',
    ],
  },
  {
    area: 'clients',
    actions: ['project.status_changed', 'transaction.recorded', 'conversation.started', 'message.sent'],
  },
  {
    area: 'proposals',
    actions: [
      'proposal.created',
      'proposal.updated',
      'proposal.sent',
      'proposal.deleted',
      'payment.recorded',
    ],
  },
  {
    area: 'booking',
    actions: [
      'service.created',
      'service.updated',
      'service.translated',
      'service.activated',
      'service.deactivated',
      'hours.weekly_saved',
      'hours.override_set',
      'hours.override_removed',
      'booking.cancelled',
    ],
  },
  {
    area: 'system',
    actions: [
      'system.checks_run',
      'test_user_key.created',
      'test_user_key.revoked',
      'test_user.created',
      'test_user.removed',
      'user.created',
      'user.role_changed',
    ],
  },
] as const satisfies ReadonlyArray<{ area: AuditArea; actions: readonly string[] }>;

export const AUDIT_ACTIONS = AUDIT_ACTION_GROUPS.flatMap((group) => group.actions);
export type AuditAction = (typeof AUDIT_ACTION_GROUPS)[number]['actions'][number];

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** What an action was done to. */
export const AUDIT_SUBJECT_TYPES = [
  'post',
  'media',
  'api_key',
  'project',
  'client',
  'conversation',
  'proposal',
  'service',
  'availability',
  'booking',
  'system',
  'user',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/**
 * Who acts: a signed-in account, a key (of the blog API or of `/api/test-user`), the operator's
 * `npm run user`, or the scheduler that publishes a post at its time.
 */
export const AUDIT_ACTOR_KINDS = ['account', 'api_key', 'command_line', 'scheduler'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * Who took an action and from where, as the transport saw it: the web layer reads the request's
 * address (Express's `req.ip`, which honours `TRUST_PROXY`) and user agent; a use case never guesses.
 */
export interface AuditActor {
  kind: AuditActorKind;
  /** The account's or the key's id; null on the command line and for the scheduler. */
  id: string | null;
  /** How the log names them: the account's e-mail, the key's name, the operator's login, the scheduler's. */
  name: string;
  /** The account's role when it acted (accounts only). */
  role: string | null;
  /** The client address of the request; on the command line, the machine's name; none for the scheduler. */
  ip: string | null;
  userAgent: string | null;
}

/** A signed-in staff member: what every staff procedure and form acts as. */
export type AccountActor = AuditActor & { kind: 'account'; id: string };

/**
 * The person filter's value for an actor: one person is one account, one key, the command line or
 * the scheduler (the last two have no id: each is one person).
 */
export function actorKey(actor: Pick<AuditActor, 'kind' | 'id'>): string {
  return actor.kind === 'command_line' || actor.kind === 'scheduler'
    ? actor.kind
    : `${actor.kind}:${actor.id ?? ''}`;
}

export type AuditValue = string | number | boolean | null | readonly string[];

/** A few named fields of a record, small enough to keep in every entry (never secrets). */
export type AuditValues = Readonly<Record<string, AuditValue>>;

export interface AuditEntry {
  action: AuditAction;
  subject: { type: AuditSubjectType; id: string | null; label: string | null };
  /** The fields the action changed, as they were (null for something new). */
  before: AuditValues | null;
  /** The same fields as they are now (null for something removed). */
  after: AuditValues | null;
}

/** Texts are kept to this many characters: an entry says what changed, the record holds the rest. */
export const AUDIT_TEXT_LIMIT = 200;

function clipped(value: AuditValue): AuditValue {
  // Well-formed: a lone surrogate (half an emoji, or a hostile name) cannot be stored as JSON.
  if (typeof value === 'string' && value.length > AUDIT_TEXT_LIMIT)
    return `${value.slice(0, AUDIT_TEXT_LIMIT - 1).toWellFormed()}…`;
  if (typeof value === 'string') return value.toWellFormed();
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => clipped(item) as string);
  return value;
}

/** The values with every long text shortened (`AUDIT_TEXT_LIMIT`). */
export function smallValues(values: AuditValues): AuditValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, clipped(value)]));
}

const sameValue = (a: AuditValue | undefined, b: AuditValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two states of a record, each side keeping only those (shortened):
 * an edit's entry shows what it changed, not the whole record. Null when nothing differs.
 */
export function changedFields(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !sameValue(before[key], after[key]),
  );
  if (keys.length === 0) return null;
  const pick = (values: AuditValues) =>
    smallValues(Object.fromEntries(keys.map((key) => [key, values[key] ?? null])));
  return { before: pick(before), after: pick(after) };
}
