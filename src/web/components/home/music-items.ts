export type MediaType = 'youtube' | 'soundcloud' | 'tiktok' | 'instagram';

export interface MusicItem {
  /** The anchor (`/#{id}`) that opens the music modal at this item; derived from the title. */
  id: string;
  /** The i18n key under `music.items.` for its description. */
  key: 'one' | 'findAWay' | 'whiteMan' | 'theTruthExplained';
  date: string;
  /** Works keep their own titles in every language. */
  title: string;
  mediaType: MediaType;
  platform: string;
  /** Loaded only inside the open modal. */
  embedUrl: string;
  /** The same work on the platform itself ("View on {platform}"). */
  platformUrl: string;
}

/*
 * The embed and platform addresses below are stand-ins in each platform's own format, to be replaced by
 * the owner's real ones; nothing else depends on their values.
 */
export const MUSIC_ITEMS: readonly MusicItem[] = [
  {
    id: 'one-latest-poetry-performance',
    key: 'one',
    date: '2025',
    title: 'ONE',
    mediaType: 'youtube',
    platform: 'YouTube',
    embedUrl: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0',
    platformUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  },
  {
    id: 'find-a-way',
    key: 'findAWay',
    date: '2021',
    title: 'Find a Way',
    mediaType: 'soundcloud',
    platform: 'SoundCloud',
    embedUrl:
      'https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1034589765&color=%23b45309&auto_play=false&visual=true',
    platformUrl: 'https://soundcloud.com/find-a-way',
  },
  {
    id: 'white-man',
    key: 'whiteMan',
    date: '2010',
    title: 'White Man',
    mediaType: 'tiktok',
    platform: 'TikTok',
    embedUrl: 'https://www.tiktok.com/embed/v2/7215478963254789382',
    platformUrl: 'https://www.tiktok.com/@poetry/video/7215478963254789382',
  },
  {
    id: 'the-truth-explained',
    key: 'theTruthExplained',
    date: '2022',
    title: 'The Truth Explained',
    mediaType: 'instagram',
    platform: 'Instagram',
    embedUrl: 'https://www.instagram.com/p/CdTruthExpl/embed',
    platformUrl: 'https://www.instagram.com/p/CdTruthExpl/',
  },
];

/** Spec: these hashes open the music modal and scroll to their item. */
export const MUSIC_ANCHORS: readonly string[] = MUSIC_ITEMS.map((item) => item.id);

/** The address a Share button copies: the home page opened at the item. */
export function musicItemUrl(origin: string, id: string): string {
  return `${origin}/#${id}`;
}
