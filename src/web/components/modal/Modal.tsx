import { type ReactNode, useEffect, useId, useRef } from 'react';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

const SIZE_CLASSES: Record<ModalSize, string> = {
  sm: 'w-[calc(100vw-2rem)] max-w-sm rounded-xl',
  md: 'w-[calc(100vw-2rem)] max-w-lg rounded-xl',
  lg: 'w-[calc(100vw-2rem)] max-w-2xl rounded-xl',
  xl: 'w-[calc(100vw-2rem)] max-w-4xl rounded-xl',
  full: 'h-dvh max-h-none w-screen max-w-none',
};

/** Open modals (one may open over another): the page scrolls again only when the last one closes. */
let scrollLocks = 0;
let overflowBefore = '';

function lockPageScroll() {
  if (scrollLocks === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks++;
}

function unlockPageScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) document.body.style.overflow = overflowBefore;
}

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** A line under the title that screen readers read with it (`aria-describedby`). */
  description?: string;
  size?: ModalSize;
  children: ReactNode;
  /**
   * Label of the × button (translated by the caller). Without one there is no ×: the dialog's own
   * buttons close it (a question's Cancel), and Escape and the backdrop still do.
   */
  closeLabel?: string;
}

/**
 * The site's one modal, on the native <dialog>: `showModal()` makes the rest of the page inert (focus
 * stays inside) and puts focus back where it was on close. It also closes on Escape and on a click
 * outside the panel, and the page behind does not scroll while it is open.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  size = 'md',
  children,
  closeLabel,
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    lockPageScroll();
    return unlockPageScroll;
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape (onCancel).
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape closes the topmost dialog only (React passes the event up to the dialogs around it);
        // React's state decides, so the dialog and `open` never disagree.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto bg-transparent p-0 backdrop:bg-stone-950/60 ${SIZE_CLASSES[size]}`}
    >
      <div
        className={`relative bg-white text-stone-900 shadow-xl ${size === 'full' ? 'min-h-full' : 'rounded-xl'}`}
      >
        <div className="flex items-start justify-between gap-4 p-5 pb-0">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-xl font-semibold'}>
            {title}
          </h2>
          {closeLabel && (
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-mt-1 -mr-1 ml-auto rounded-md p-2 text-2xl leading-none text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="p-5">
          {description && (
            <p id={descriptionId} className="mb-5 text-sm text-stone-600">
              {description}
            </p>
          )}
          {open && children}
        </div>
      </div>
    </dialog>
  );
}
