const WORDS_PER_MINUTE = 200;

/** Minutes to read a post: its words (split on spaces) over 200, rounded up; never less than one. */
export function readingMinutes(content: string): number {
  const words = content.split(/\s+/).filter((word) => word.length > 0).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The list cards show a fixed reading time, as the original site did. */
export const CARD_READING_MINUTES = 4;
