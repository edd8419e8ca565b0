import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import { normalizeTags, suggestedTags } from '#domain/blog/editor.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { CONTROL_CLASSES, describedBy, FieldFrame } from '../forms/TextField.tsx';

interface TagInputProps {
  tags: string[];
  /** Every tag the blog uses; the first 10 not chosen yet (matching what is typed) are offered. */
  allTags: string[];
  onChange(tags: string[]): void;
  error?: string | undefined;
}

/** Moving to a suggestion (which filters on the typed text) is not leaving the tags. */
const movesToASuggestion = (event: FocusEvent) =>
  event.relatedTarget instanceof Element && event.relatedTarget.closest('[data-tag-suggestions]') !== null;

/**
 * Tags added with Enter, or as the field is left (a Save pressed right after typing keeps them), several
 * at once when separated by commas (trimmed; empty and duplicate ones ignored), shown as removable chips.
 */
export function TagInput({ tags, allTags, onChange, error }: TagInputProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const suggestions = suggestedTags(allTags, tags, typed);

  const add = (...added: string[]) => onChange(normalizeTags([...tags, ...added]));

  function addTyped() {
    if (typed.trim()) add(...typed.split(','));
    setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds a tag; it never submits the post.
    event.preventDefault();
    addTyped();
  }

  return (
    <div>
      <FieldFrame id="post-tags" label={t('adminBlog.editor.tags')} error={error}>
        {tags.length > 0 && (
          <ul aria-label={t('adminBlog.editor.chosenTags')} className="mt-2 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li
                key={tag}
                className="flex items-center gap-1 rounded-full bg-amber-100 py-0.5 pr-1 pl-3 text-sm text-amber-900"
              >
                <span>{tag}</span>
                <button
                  type="button"
                  aria-label={t('adminBlog.editor.removeTag', { tag })}
                  onClick={() => onChange(tags.filter((chosen) => chosen !== tag))}
                  className="rounded-full px-1.5 text-amber-900 hover:bg-amber-200"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id="post-tags"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!movesToASuggestion(event)) addTyped();
          }}
          placeholder={t('adminBlog.editor.tagPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id: 'post-tags', error })}
          className={`mt-2 ${CONTROL_CLASSES}`}
        />
      </FieldFrame>
      {suggestions.length > 0 && (
        <div className="mt-2">
          <p id="suggested-tags" className="text-xs text-stone-500">
            {t('adminBlog.editor.suggestedTags')}
          </p>
          <ul aria-labelledby="suggested-tags" data-tag-suggestions className="mt-1 flex flex-wrap gap-1.5">
            {suggestions.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  aria-label={t('adminBlog.editor.addTag', { tag })}
                  // Keeps the focus (and the typed text) in the field, in browsers that focus buttons too.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    add(tag);
                    setTyped('');
                  }}
                  className="rounded-full border border-stone-300 px-2.5 py-0.5 text-xs text-stone-700 hover:border-amber-400 hover:bg-amber-50"
                >
                  + {tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
