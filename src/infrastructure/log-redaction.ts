/**
 * What a log must never hold: values that let whoever reads it act as someone else (sign-in links and
 * codes, booking and newsletter links, passwords, API keys, upload permits, session cookies). One list,
 * used for the fields of logged objects (pino's `redact`) and for every logged URL and tRPC input.
 */
export const SECRET_NAMES = [
  'token',
  'code',
  'password',
  'newPassword',
  'currentPassword',
  'secret',
  'key',
  'apiKey',
  'api_key',
  'permit',
  'signature',
  'cookie',
  'authorization',
] as const;

export const REDACTED = '[redacted]';

const SECRET = new Set<string>(SECRET_NAMES.map((name) => name.toLowerCase()));
const isSecret = (name: string) => SECRET.has(name.toLowerCase());

/**
 * pino's `redact` paths for logged objects, one and two levels down (`{ password }`, `{ body: {
 * token } }`). `code` is left out here: error objects carry codes (`ECONNREFUSED`) worth reading.
 */
export const REDACTED_LOG_PATHS = SECRET_NAMES.filter((name) => name !== 'code').flatMap((name) => [
  name,
  `*.${name}`,
  `*.*.${name}`,
]);

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [name, isSecret(name) ? REDACTED : redactValue(inner)]),
  );
}

/** tRPC's `input` query parameter (JSON, batched by index): its secret fields, at any depth. */
function redactTrpcInput(input: string): string {
  try {
    return JSON.stringify(redactValue(JSON.parse(input)));
  } catch {
    return REDACTED;
  }
}

/**
 * A URL as it may be logged: each secret query parameter's value (and each secret field of a tRPC
 * input) replaced, the rest kept so the log still says what was asked for. Absolute URLs stay absolute.
 */
export function redactUrl(url: string): string {
  const hashStart = url.includes('#') ? url.indexOf('#') : url.length;
  const queryStart = url.indexOf('?');
  if (queryStart === -1 || queryStart > hashStart) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1, hashStart));
  const kept: string[] = [];
  for (const [name, value] of params) {
    const shown = isSecret(name) ? REDACTED : name === 'input' ? redactTrpcInput(value) : value;
    kept.push(`${encodeURIComponent(name)}=${shown === REDACTED ? REDACTED : encodeURIComponent(shown)}`);
  }
  return `${url.slice(0, queryStart)}?${kept.join('&')}${url.slice(hashStart)}`;
}
