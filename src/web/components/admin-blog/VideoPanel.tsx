import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { isVideoMimeType, THUMBNAIL, VIDEO_MAX_BYTES } from '#domain/blog/media.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useToast } from '../toast/ToastProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { FileButton } from '../ui/FileButton.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { uploadImage, uploadVideo } from './uploads.ts';

/** HTMLMediaElement.HAVE_CURRENT_DATA: the frame under the playhead can be drawn. */
const HAVE_CURRENT_DATA = 2;

interface VideoPanelProps {
  videoUrl: string | null;
  thumbnailUrl: string | null;
  /** A new video, with the thumbnail the server pulled from it (null where it could not). */
  onVideo(url: string, thumbnailUrl: string | null): void;
  onThumbnail(url: string): void;
  onRemove(): void;
  error?: string | undefined;
}

/** The frame under the playhead, cropped to the 1200x630 thumbnail, as a JPEG (quality 0.85). */
function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = THUMBNAIL.width;
  canvas.height = THUMBNAIL.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  const scale = Math.max(canvas.width / video.videoWidth, canvas.height / video.videoHeight);
  const width = video.videoWidth * scale;
  const height = video.videoHeight * scale;
  context.drawImage(video, (canvas.width - width) / 2, (canvas.height - height) / 2, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be encoded'))),
      'image/jpeg',
      THUMBNAIL.quality / 100,
    ),
  );
}

/** A vlog's video: upload with progress, the player, a thumbnail captured from it, and removal. */
export function VideoPanel({
  videoUrl,
  thumbnailUrl,
  onVideo,
  onThumbnail,
  onRemove,
  error,
}: VideoPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const player = useRef<HTMLVideoElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [capturing, setCapturing] = useState(false);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!isVideoMimeType(file.type)) return toast(t('adminBlog.messages.invalidVideo'), 'error');
    if (file.size > VIDEO_MAX_BYTES) return toast(t('adminBlog.messages.videoTooLarge'), 'error');
    const controller = new AbortController();
    pending.current = controller;
    setProgress(0);
    try {
      const { url, thumbnailUrl } = await uploadVideo(file, setProgress, controller.signal);
      onVideo(url, thumbnailUrl);
      toast(t('adminBlog.toasts.videoUploaded'), 'success');
    } catch (failure) {
      if (controller.signal.aborted) return;
      console.warn('Uploading the video failed', failure);
      toast(t('adminBlog.toasts.videoUploadFailed'), 'error');
    } finally {
      if (pending.current === controller) pending.current = null;
      if (!controller.signal.aborted) setProgress(null);
    }
  }

  async function generateThumbnail() {
    const video = player.current;
    if (!video || video.readyState < HAVE_CURRENT_DATA || !video.videoWidth) {
      toast(t('adminBlog.toasts.videoNotReady'), 'error');
      return;
    }
    setCapturing(true);
    try {
      const image = await uploadImage('/api/blog/thumbnails', await captureFrame(video));
      onThumbnail(image.url);
      toast(t('adminBlog.toasts.thumbnailGenerated'), 'success');
    } catch (failure) {
      console.warn('Generating the thumbnail failed', failure);
      toast(t('adminBlog.toasts.thumbnailFailed'), 'error');
    } finally {
      setCapturing(false);
    }
  }

  const uploading = progress !== null;

  return (
    <div className="space-y-5">
      <div>
        <FileButton
          accept="video/*"
          onChange={upload}
          busy={uploading}
          busyLabel={t('adminBlog.editor.uploading')}
          describedBy="post-video-hint"
        >
          {t('adminBlog.editor.uploadVideo')}
        </FileButton>
        <p id="post-video-hint" className="mt-1 text-xs text-stone-500">
          {t('adminBlog.editor.videoHint')}
        </p>
        {error && (
          <p id="post-video-error" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
      {uploading && <ProgressBar value={progress} label={t('adminBlog.editor.videoProgress')} />}

      {videoUrl && (
        <>
          <video
            ref={player}
            controls
            preload="auto"
            src={videoUrl}
            poster={thumbnailUrl ?? undefined}
            aria-label={t('adminBlog.editor.videoPlayer')}
            className="aspect-video w-full max-w-xl rounded-lg bg-black"
          >
            <track kind="captions" />
          </video>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={generateThumbnail} disabled={capturing}>
              {t('adminBlog.editor.generateThumbnail')}
            </Button>
            <Button
              variant="danger-outline"
              onClick={() => {
                onRemove();
                toast(t('adminBlog.toasts.videoRemoved'));
              }}
            >
              {t('adminBlog.editor.removeVideo')}
            </Button>
          </div>
        </>
      )}
      {videoUrl && thumbnailUrl && (
        <img
          src={thumbnailUrl}
          alt={t('adminBlog.editor.thumbnailPreview')}
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full max-w-xs rounded-lg border border-stone-200 object-cover"
        />
      )}
    </div>
  );
}
