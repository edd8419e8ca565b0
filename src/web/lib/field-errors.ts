/** The first message per field of a zod error's flattened field errors. */
export function firstErrors(fieldErrors: Record<string, string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
  );
}

/**
 * The first message per field of a failed parse's issues: what `firstErrors(z.flattenError(error)
 * .fieldErrors)` gives, without importing zod (forms load their rules, and zod, on the first submit).
 */
export function firstIssuePerField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const field = path[0];
    if (field === undefined || typeof field === 'symbol' || String(field) in errors) continue;
    errors[String(field)] = message;
  }
  return errors;
}
