export type AudioErrorKind = 'aborted' | 'network' | 'decode' | 'unsupported' | 'generic';

/** The i18n key of each error's message (spec section 8). */
export const AUDIO_ERROR_MESSAGE_KEYS: Record<AudioErrorKind, string> = {
  aborted: 'audio.errors.aborted',
  network: 'audio.errors.network',
  decode: 'audio.errors.decode',
  unsupported: 'audio.errors.unsupported',
  generic: 'audio.errors.generic',
};

/** What went wrong, from the `MediaError` the <audio> element reports (codes 1 to 4). */
export function audioErrorKind(error: { code: number } | null): AudioErrorKind {
  switch (error?.code) {
    case 1:
      return 'aborted';
    case 2:
      return 'network';
    case 3:
      return 'decode';
    case 4:
      return 'unsupported';
    default:
      return 'generic';
  }
}
