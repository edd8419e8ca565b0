import type { PostText } from '#domain/blog/translations.ts';

/** One language's translations of the demo posts, by slug (the weekly, truth and welcome posts). */
export type DemoTranslations = Readonly<Record<string, PostText>>;
