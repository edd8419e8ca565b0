/** The error behind a failed check, as the owner's Error Details block shows it. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}
