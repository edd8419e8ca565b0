import { responsiveImage } from '#domain/blog/media.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';

interface PostThumbnailProps {
  title: string;
  imageUrl: string | null;
  videoThumbnailUrl: string | null;
  isVlog: boolean;
  className?: string;
  /** The first card, in view as the page opens: fetched at once instead of when scrolled to. */
  eager?: boolean;
}

/**
 * The video's thumbnail first, else the image (a post without a picture of its own gets a drawn cover,
 * see `post-covers.ts`), else a quiet placeholder while that cover is drawn; vlogs get a play mark.
 * The box keeps the picture's 1200x630 shape, so nothing moves when it arrives.
 */
export function PostThumbnail({
  title,
  imageUrl,
  videoThumbnailUrl,
  isVlog,
  className = '',
  eager = false,
}: PostThumbnailProps) {
  const { t } = useTranslation();
  const src = videoThumbnailUrl ?? imageUrl;
  const srcSet = src ? responsiveImage(src).srcSet : null;
  return (
    <div className={`relative aspect-[1200/630] overflow-hidden bg-stone-100 ${className}`}>
      {src ? (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw' : undefined}
          // The card's title link says what the picture would; a cover repeats the title itself.
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-full w-full items-center justify-center bg-gradient-to-br from-amber-100 via-stone-100 to-stone-200 text-4xl font-bold text-amber-800/40"
        >
          {title.slice(0, 1).toUpperCase()}
        </div>
      )}
      {isVlog && (
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-black/60 text-white">
            <svg viewBox="0 0 24 24" className="ml-0.5 h-6 w-6" fill="currentColor" aria-hidden="true">
              <path d="M8 5v14l11-7z" />
            </svg>
            <span className="sr-only">{t('blog.videoPost')}</span>
          </span>
        </span>
      )}
    </div>
  );
}
