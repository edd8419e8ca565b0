import { useMutation, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { IMAGE_ACTIONS, type ImageAction, isImageActionAllowed } from '#domain/blog/editor.ts';
import { IMAGE_MAX_BYTES } from '#domain/blog/media.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { TextField } from '../forms/TextField.tsx';
import { useToast } from '../toast/ToastProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { FileButton } from '../ui/FileButton.tsx';
import { translateEditorMessage } from './messages.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { readRecentImages, rememberGeneratedImage } from './recent-images.ts';
import { UploadError, uploadImage } from './uploads.ts';

/** How often the editor asks how far a cover has got. */
const COVER_POLL_MS = 300;

interface ImagePanelProps {
  imageUrl: string;
  imageAction: ImageAction;
  /** Regenerate only exists for a post that has been saved. */
  editing: boolean;
  title: string;
  content: string;
  /** A finished image (uploaded, generated or picked): the post keeps it. */
  onImage(url: string): void;
  onImageUrlChange(url: string): void;
  onImageActionChange(action: ImageAction): void;
  error?: string | undefined;
}

/** The cover: upload, link, preview, what a save does with it, and covers generated on demand. */
export function ImagePanel(props: ImagePanelProps) {
  const { imageUrl, imageAction, editing, title, content, onImage, error } = props;
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [recent, setRecent] = useState<string[]>([]);
  const [jobId, setJobId] = useState<string | null>(null);
  const generate = useMutation(trpc.blogAdmin.generateCover.mutationOptions());
  const job = useQuery({
    ...trpc.blogAdmin.coverStatus.queryOptions({ jobId: jobId ?? '' }),
    enabled: jobId !== null,
    refetchInterval: COVER_POLL_MS,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  /** The job whose outcome has been handled: a late answer for it changes nothing. */
  const handled = useRef<string | null>(null);

  useEffect(() => setRecent(readRecentImages()), []);

  useEffect(() => {
    if (!jobId || handled.current === jobId) return;
    const state = job.data?.state;
    if (state === 'completed' && job.data?.url) {
      handled.current = jobId;
      setJobId(null);
      onImage(job.data.url);
      setRecent(rememberGeneratedImage(job.data.url));
      toast(t('adminBlog.toasts.imageGenerated'), 'success');
    } else if (state === 'completed' || state === 'failed' || job.isError) {
      handled.current = jobId;
      setJobId(null);
      if (job.error) console.warn('Following the cover job failed', job.error);
      toast(t('adminBlog.toasts.imageGenerationFailed'), 'error');
    }
  }, [jobId, job.data, job.isError, job.error, onImage, toast, t]);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setUploadError(undefined);
    const refused = !file.type.startsWith('image/')
      ? 'invalidImage'
      : file.size > IMAGE_MAX_BYTES
        ? 'imageTooLarge'
        : null;
    if (refused) {
      setUploadError(t(`adminBlog.messages.${refused}`));
      toast(t('adminBlog.toasts.imageUploadFailed'), 'error');
      return;
    }
    setUploading(true);
    try {
      const image = await uploadImage('/api/blog/images', file);
      onImage(image.url);
      toast(t('adminBlog.toasts.imageUploaded'), 'success');
    } catch (failure) {
      if (failure instanceof UploadError && failure.message)
        setUploadError(translateEditorMessage(t, failure.message));
      else console.warn('Uploading the image failed', failure);
      toast(t('adminBlog.toasts.imageUploadFailed'), 'error');
    } finally {
      setUploading(false);
    }
  }

  async function startGeneration() {
    if (!title.trim()) {
      toast(t('adminBlog.messages.coverNeedsTitle'), 'error');
      return;
    }
    toast(t('adminBlog.toasts.generatingImage'));
    try {
      const { jobId: started } = await generate.mutateAsync({ title, content });
      setJobId(started);
    } catch (failure) {
      console.warn('Asking for a cover failed', failure);
      toast(t('adminBlog.toasts.imageGenerationFailed'), 'error');
    }
  }

  function pickRecent(url: string) {
    onImage(url);
    toast(t('adminBlog.toasts.recentImageSelected'), 'success');
  }

  const generating = generate.isPending || jobId !== null;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <FileButton
          accept="image/*"
          onChange={upload}
          busy={uploading}
          busyLabel={t('adminBlog.editor.uploading')}
          describedBy={uploadError ? 'post-image-upload-error' : undefined}
        >
          {t('adminBlog.editor.uploadImage')}
        </FileButton>
        <Button
          variant="secondary"
          onClick={startGeneration}
          busy={generating}
          busyLabel={t('adminBlog.editor.generating')}
        >
          {t('adminBlog.editor.generateImage')}
        </Button>
      </div>
      {uploadError && (
        <p id="post-image-upload-error" className="text-xs text-red-700">
          {uploadError}
        </p>
      )}
      {generating && (
        <ProgressBar value={job.data?.progress ?? 0} label={t('adminBlog.editor.generationProgress')} />
      )}

      <TextField
        id="post-image-url"
        label={t('adminBlog.editor.imageUrl')}
        hint={t('adminBlog.editor.imageUrlHint')}
        inputMode="url"
        spellCheck={false}
        value={imageUrl}
        onChange={(event) => props.onImageUrlChange(event.target.value)}
        error={error}
      />

      {imageUrl && (
        <img
          src={imageUrl}
          alt={t('adminBlog.editor.imagePreview')}
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full max-w-xl rounded-lg border border-stone-200 object-cover"
        />
      )}

      <fieldset>
        <legend className="text-sm font-medium text-stone-700">{t('adminBlog.editor.imageAction')}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {IMAGE_ACTIONS.map((action) => {
            const disabled = !isImageActionAllowed(action, editing) || (action === 'keep' && !imageUrl);
            return (
              <label
                key={action}
                className={`flex items-center gap-2 text-sm ${disabled ? 'text-stone-400' : 'text-stone-800'}`}
              >
                <input
                  type="radio"
                  name="image-action"
                  value={action}
                  checked={imageAction === action}
                  disabled={disabled}
                  onChange={() => props.onImageActionChange(action)}
                  className="accent-amber-700"
                />
                {t(`adminBlog.editor.${action}`)}
              </label>
            );
          })}
        </div>
      </fieldset>

      {recent.length > 0 && (
        <div>
          <p id="recent-images" className="text-sm font-medium text-stone-700">
            {t('adminBlog.editor.recentImages')}
          </p>
          <ul aria-labelledby="recent-images" className="mt-2 flex flex-wrap gap-2">
            {recent.map((url, index) => (
              <li key={url}>
                <button
                  type="button"
                  onClick={() => pickRecent(url)}
                  aria-label={t('adminBlog.editor.useRecentImage', { number: index + 1 })}
                  aria-pressed={imageUrl === url}
                  className="block overflow-hidden rounded-md border-2 border-transparent hover:border-amber-400 aria-pressed:border-amber-600"
                >
                  <img src={url} alt="" width={120} height={63} className="h-[63px] w-[120px] object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
