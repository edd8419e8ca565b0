/** What an API key opens: `POST /api/blog`, or `/api/test-user` (made by admins on `/admin/tests`). */
export const API_KEY_PURPOSES = ['blog', 'test-users'] as const;
export type ApiKeyPurpose = (typeof API_KEY_PURPOSES)[number];

/**
 * Each purpose's keys start with their own prefix, so a key tells at sight what it opens. Keys are
 * found by their hash and purpose, never by the prefix: test-user keys made with `pbk_` still work.
 */
export const API_KEY_PREFIXES: Record<ApiKeyPurpose, string> = {
  blog: 'pbk_',
  'test-users': 'ptu_',
};
