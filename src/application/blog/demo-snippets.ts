/** The weekly demo post's code, the same in every language of the post. */
export const RETRY_HELPER_SNIPPET = `\`\`\`ts
export async function withRetry<T>(
  task: () => Promise<T>,
  attempts = 3,
  delayMs = 500,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    }
  }
  throw lastError;
}
\`\`\``;
