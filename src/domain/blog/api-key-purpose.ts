/** What an API key opens: `POST /api/blog`, or `/api/test-user` (made by admins on `/admin/tests`). */
export const API_KEY_PURPOSES = ['blog', 'test-users'] as const;
export type ApiKeyPurpose = (typeof API_KEY_PURPOSES)[number];
