// Over 300 lines: the editor's one form state (fields, translations, media choice, tags, errors) and its
// ways to save (draft, publish now, schedule) share every piece of that state; the fields themselves are
// components of their own.
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { EditorPostDto, SavePostInput, SavePostResultDto } from '#application/blog/editor-schemas.ts';
import { type ImageAction, initialMediaChoices, type MediaType } from '#domain/blog/editor.ts';
import { slugify } from '#domain/blog/slug.ts';
import { DEFAULT_POST_LANGUAGE, POST_LANGUAGES, type PostLanguage } from '#domain/blog/translations.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { postUrl } from '../../lib/blog-url.ts';
import { firstErrors } from '../../lib/field-errors.ts';
import { renewKey } from '../../lib/submission-key.ts';
import { underSubmission, useTRPCClient } from '../../lib/trpc.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useToast } from '../toast/ToastProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { formatDateTime, isoToLocalInput, localInputToIso, useTimeZone } from './dates.ts';
import { EditorPreview } from './EditorPreview.tsx';
import { POST_LIST_URL } from './editor-urls.ts';
import { ImagePanel } from './ImagePanel.tsx';
import { translateEditorMessage } from './messages.ts';
import { TagInput } from './TagInput.tsx';
import { ToggleGroup } from './ToggleGroup.tsx';
import { VideoPanel } from './VideoPanel.tsx';

type PublishAction = SavePostInput['action'];

interface EditorFields {
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
  mediaType: MediaType;
  imageUrl: string;
  imageAction: ImageAction;
  videoUrl: string | null;
  videoThumbnailUrl: string | null;
}

/** The words of one language as the form holds them: empty strings for a language not translated. */
interface Words {
  title: string;
  excerpt: string;
  content: string;
}

type TranslationFields = Record<PostLanguage, Words>;

function initialTranslations(post: EditorPostDto | null): TranslationFields {
  const words = (language: PostLanguage): Words => {
    const text = post?.translations[language];
    return { title: text?.title ?? '', excerpt: text?.excerpt ?? '', content: text?.content ?? '' };
  };
  return Object.fromEntries(
    POST_LANGUAGES.map((language) => [language, words(language)]),
  ) as TranslationFields;
}

/** Errors by field; a translation's under `translations.fr.title`. */
function errorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0] === 'translations' ? issue.path.join('.') : String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

const languageName = (code: PostLanguage) =>
  LANGUAGES.find((language) => language.code === code)?.label ?? code;

function initialFields(post: EditorPostDto | null): EditorFields {
  return {
    title: post?.title ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    tags: post?.tags ?? [],
    imageUrl: post?.imageUrl ?? '',
    videoUrl: post?.videoUrl ?? null,
    videoThumbnailUrl: post?.videoThumbnailUrl ?? null,
    ...initialMediaChoices(post),
  };
}

/** Without an image there is nothing to keep: the save draws one. */
const effectiveImageAction = (fields: EditorFields): ImageAction =>
  fields.imageAction === 'keep' && !fields.imageUrl.trim() ? 'generate' : fields.imageAction;

/** Where the server puts a refusal that is not about the input's shape. */
const FIELD_OF_APP_CODE: Record<string, string> = {
  'BLOG.SCHEDULE_IN_PAST': 'scheduledAt',
  'BLOG.COVER_NEEDS_TITLE': 'title',
};

interface PostEditorProps {
  /** The post being edited; null writes a new one. */
  post: EditorPostDto | null;
  /** Every tag the blog uses, for suggestions. */
  allTags: string[];
}

/** /admin/blog?new=1 and ?edit={id}: the form, its preview, media and the publishing buttons. */
export function PostEditor({ post, allTags }: PostEditorProps) {
  const formAction = useScriptFormAction();
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const timeZone = useTimeZone();
  const [fields, setFields] = useState(() => initialFields(post));
  const original = post?.language ?? DEFAULT_POST_LANGUAGE;
  // The language whose words the form shows: the post's own, or one of its translations.
  const [language, setLanguage] = useState<PostLanguage>(original);
  const [translations, setTranslations] = useState(() => initialTranslations(post));
  const translating = language !== original;
  const words: Words = translating ? translations[language] : fields;
  const updateWords = (changes: Partial<Words>) =>
    translating
      ? setTranslations((current) => ({ ...current, [language]: { ...current[language], ...changes } }))
      : update(changes);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [scheduleAt, setScheduleAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [leaving, setLeaving] = useState(false);
  const client = useTRPCClient();
  // A double press on Save Draft saves one new post, not two.
  const { busy: submitting, submission, once } = useSubmission();
  const save = useMutation({
    mutationFn: (input: SavePostInput) => client.blogAdmin.save.mutate(input, underSubmission(submission)),
    onSuccess: () => renewKey(submission),
  });
  const editing = post !== null;
  const busy = submitting || save.isPending || leaving;
  const savingFor = (action: PublishAction) => save.isPending && save.variables?.action === action;

  const update = useCallback(
    (changes: Partial<EditorFields>) => setFields((current) => ({ ...current, ...changes })),
    [],
  );
  const keepImage = useCallback((url: string) => update({ imageUrl: url, imageAction: 'keep' }), [update]);

  // The schedule input shows the browser's wall-clock time, known only once it runs in the browser.
  useEffect(() => {
    if (post?.scheduledAt) setScheduleAt(isoToLocalInput(post.scheduledAt));
  }, [post?.scheduledAt]);

  const errorOf = (field: string) => errors[field] && translateEditorMessage(t, errors[field]);
  const wordErrorOf = (field: keyof Words) =>
    errorOf(translating ? `translations.${language}.${field}` : field);

  function leave() {
    setLeaving(true);
    void navigate(POST_LIST_URL);
  }

  function announce(result: SavePostResultDto, action: PublishAction, scheduledAt: string | undefined) {
    if (action === 'schedule' && scheduledAt)
      toast(
        t('adminBlog.toasts.scheduled', { date: formatDateTime(scheduledAt, i18n.language, timeZone) }),
        'success',
      );
    else if (action === 'publish')
      toast(
        t(result.created ? 'adminBlog.toasts.createdAndPublished' : 'adminBlog.toasts.updatedAndPublished'),
        'success',
      );
    else
      toast(t(result.created ? 'adminBlog.toasts.draftSaved' : 'adminBlog.toasts.draftUpdated'), 'success');
    // The post is saved either way; only the new cover is missing.
    if (result.cover === 'failed') toast(t('adminBlog.toasts.imageGenerationFailed'), 'error');
  }

  const submit = once(async (action: PublishAction) => {
    const scheduledAt = action === 'schedule' ? (localInputToIso(scheduleAt) ?? undefined) : undefined;
    const input: SavePostInput = {
      id: post?.id,
      title: fields.title,
      content: fields.content,
      excerpt: fields.excerpt,
      tags: fields.tags,
      mediaType: fields.mediaType,
      imageAction: effectiveImageAction(fields),
      imageUrl: fields.imageUrl.trim() || null,
      videoUrl: fields.videoUrl,
      videoThumbnailUrl: fields.videoThumbnailUrl,
      action,
      scheduledAt,
      translations: Object.fromEntries(
        POST_LANGUAGES.filter((code) => code !== original).map((code) => [code, translations[code]]),
      ),
    };
    // The rules, and zod, load with the first save.
    const { savePostSchema } = await import('#application/blog/editor-schemas.ts');
    const parsed = savePostSchema.safeParse(input);
    setErrors(parsed.success ? {} : errorsOf(parsed.error.issues));
    if (!parsed.success) {
      setView('edit');
      // Show the language whose words are refused.
      const refused = parsed.error.issues.find((issue) => issue.path[0] === 'translations')?.path[1];
      const ownRefused = parsed.error.issues.some((issue) => issue.path[0] !== 'translations');
      if (!ownRefused && typeof refused === 'string') setLanguage(refused as PostLanguage);
      else if (ownRefused) setLanguage(original);
      return;
    }
    try {
      const result = await save.mutateAsync(input);
      announce(result, action, scheduledAt);
      leave();
    } catch (error) {
      if (error instanceof TRPCClientError) {
        const fieldErrors = firstErrors(error.data?.fieldErrors ?? {});
        const field = FIELD_OF_APP_CODE[String(error.data?.appCode)];
        setErrors(field ? { ...fieldErrors, [field]: error.message } : fieldErrors);
      } else console.warn('Saving the post failed', error);
      toast(t('adminBlog.toasts.saveFailed'), 'error');
    }
  });

  const slug = slugify(fields.title);
  const pictureUrl = fields.mediaType === 'video' ? fields.videoThumbnailUrl : fields.imageUrl.trim() || null;

  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <a
        href={POST_LIST_URL}
        className="inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:text-amber-800"
      >
        <span aria-hidden="true">←</span> {t('adminBlog.backToPosts')}
      </a>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">
          {editing ? t('adminBlog.editor.editTitle') : t('adminBlog.editor.newTitle')}
        </h1>
        <ToggleGroup<'edit' | 'preview'>
          label={t('adminBlog.editor.viewLabel')}
          options={[
            { value: 'edit', label: t('adminBlog.editor.edit') },
            { value: 'preview', label: t('adminBlog.editor.preview') },
          ]}
          value={view}
          onChange={setView}
        />
      </div>

      {post?.status === 'draft' && (
        <div
          role="note"
          className="mt-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold text-amber-900">{t('adminBlog.editor.draftBanner')}</p>
            <p className="text-sm text-amber-900">{t('adminBlog.editor.draftBannerText')}</p>
          </div>
          <Button onClick={() => submit('publish')} disabled={busy}>
            {t('adminBlog.editor.publishNow')}
          </Button>
        </div>
      )}
      {post?.status === 'scheduled' && post.scheduledAt && (
        <p
          role="note"
          className="mt-6 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          {t('adminBlog.editor.scheduledBanner', {
            date: formatDateTime(post.scheduledAt, i18n.language, timeZone),
          })}
        </p>
      )}

      <form
        method="post"
        action={formAction}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="mt-6 space-y-8"
      >
        <div className="flex flex-wrap items-center gap-3">
          <ToggleGroup<PostLanguage>
            label={t('adminBlog.editor.language')}
            options={POST_LANGUAGES.map((code) => ({
              value: code,
              label: code.toUpperCase(),
              name: languageName(code),
            }))}
            value={language}
            onChange={setLanguage}
          />
          {translating && (
            <p id="post-translation-hint" className="text-sm text-stone-600">
              {t('adminBlog.editor.translationHint', { language: languageName(language) })}
            </p>
          )}
        </div>
        {view === 'preview' && (
          <EditorPreview
            title={words.title}
            content={words.content}
            tags={fields.tags}
            pictureUrl={pictureUrl}
          />
        )}
        {/* Hidden rather than unmounted: an upload or a cover in progress carries on during the preview. */}
        <div hidden={view !== 'edit'} className="space-y-6 rounded-xl border border-stone-200 bg-white p-6">
          <TextField
            id="post-title"
            label={t('adminBlog.editor.title')}
            lang={language}
            value={words.title}
            maxLength={300}
            onChange={(event) => updateWords({ title: event.target.value })}
            hint={
              !editing && !translating && slug
                ? t('adminBlog.editor.slugPreview', { path: postUrl(slug) })
                : undefined
            }
            error={wordErrorOf('title')}
          />
          <TextAreaField
            id="post-excerpt"
            label={t('adminBlog.editor.excerpt')}
            rows={3}
            lang={language}
            value={words.excerpt}
            onChange={(event) => updateWords({ excerpt: event.target.value })}
            hint={t('adminBlog.editor.excerptHint')}
            error={wordErrorOf('excerpt')}
          />
          <TextAreaField
            id="post-content"
            label={t('adminBlog.editor.content')}
            rows={16}
            lang={language}
            value={words.content}
            onChange={(event) => updateWords({ content: event.target.value })}
            hint={t('adminBlog.editor.contentHint')}
            error={wordErrorOf('content')}
            className="[&_textarea]:font-mono"
          />
          <TagInput
            tags={fields.tags}
            allTags={allTags}
            onChange={(tags) => update({ tags })}
            error={errorOf('tags')}
          />

          <fieldset className="space-y-4">
            <legend className="text-sm font-medium text-stone-700">{t('adminBlog.editor.media')}</legend>
            <ToggleGroup<MediaType>
              label={t('adminBlog.editor.mediaType')}
              options={[
                { value: 'image', label: t('adminBlog.editor.image') },
                { value: 'video', label: t('adminBlog.editor.video') },
              ]}
              value={fields.mediaType}
              onChange={(mediaType) => update({ mediaType })}
            />
            {fields.mediaType === 'image' ? (
              <ImagePanel
                imageUrl={fields.imageUrl}
                imageAction={effectiveImageAction(fields)}
                editing={editing}
                title={fields.title}
                content={fields.content}
                onImage={keepImage}
                onImageUrlChange={(url) =>
                  update(url.trim() ? { imageUrl: url, imageAction: 'keep' } : { imageUrl: url })
                }
                onImageActionChange={(imageAction) => update({ imageAction })}
                error={errorOf('imageUrl')}
              />
            ) : (
              <VideoPanel
                videoUrl={fields.videoUrl}
                thumbnailUrl={fields.videoThumbnailUrl}
                onVideo={(videoUrl, videoThumbnailUrl) =>
                  update({ videoUrl, videoThumbnailUrl, mediaType: 'video' })
                }
                onThumbnail={(videoThumbnailUrl) => update({ videoThumbnailUrl })}
                onRemove={() => update({ videoUrl: null, videoThumbnailUrl: null })}
                error={errorOf('videoUrl') || errorOf('videoThumbnailUrl')}
              />
            )}
          </fieldset>
        </div>

        <section
          aria-labelledby="publishing-heading"
          className="space-y-4 rounded-xl border border-stone-200 bg-white p-6"
        >
          <h2 id="publishing-heading" className="text-sm font-medium text-stone-700">
            {t('adminBlog.editor.publishing')}
          </h2>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => submit('draft')}
              disabled={busy}
              busy={savingFor('draft')}
              busyLabel={t('adminBlog.editor.saving')}
            >
              {t('adminBlog.editor.saveDraft')}
            </Button>
            <Button
              onClick={() => submit('publish')}
              disabled={busy}
              busy={savingFor('publish')}
              busyLabel={t('adminBlog.editor.saving')}
            >
              {editing ? t('adminBlog.editor.updateAndPublish') : t('adminBlog.editor.publishNow')}
            </Button>
            <Button variant="secondary" onClick={leave} disabled={busy}>
              {t('adminBlog.cancel')}
            </Button>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              id="post-schedule"
              type="datetime-local"
              label={t('adminBlog.editor.scheduleAt')}
              value={scheduleAt}
              onChange={(event) => setScheduleAt(event.target.value)}
              hint={t('adminBlog.editor.timeZone', { zone: timeZone })}
              error={errorOf('scheduledAt')}
            />
            <Button
              variant="secondary"
              onClick={() => submit('schedule')}
              disabled={busy}
              busy={savingFor('schedule')}
              busyLabel={t('adminBlog.editor.saving')}
              className="sm:mt-6"
            >
              {t('adminBlog.editor.schedule')}
            </Button>
          </div>
        </section>
      </form>
    </main>
  );
}
