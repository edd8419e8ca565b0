/** The modals the home page can open from a venture card. */
export type HomeModal = 'tagMyThing' | 'music' | 'mixMarshall';

export interface Venture {
  /** Also the i18n key under `homePage.ventures.items.` (title, description, action). */
  key: 'maiWill' | 'medAI' | 'music' | 'electricians' | 'education' | 'mixMarshall';
  /** A 24x24 line-icon path (see LineIcon). */
  icon: string;
  /** Where the card leads; a path not starting with / is a booking service (see ventureHref). */
  bookingPath: string;
  /** Cards without a page of their own open a modal on the home page instead. */
  opens?: HomeModal;
}

/** Spec: a bookingPath not starting with / goes to /booking/{path}. */
export function ventureHref(bookingPath: string): string {
  return bookingPath.startsWith('/') ? bookingPath : `/booking/${bookingPath}`;
}

/** The six venture cards of the home page, in the spec's order. */
export const VENTURES: readonly Venture[] = [
  {
    key: 'maiWill',
    icon: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8ZM7.5 7.5h.01',
    bookingPath: 'tag-my-thing',
    opens: 'tagMyThing',
  },
  {
    key: 'medAI',
    icon: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
    bookingPath: '/projects/medai',
  },
  {
    key: 'music',
    icon: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
    bookingPath: 'music-and-poetry',
    opens: 'music',
  },
  {
    key: 'electricians',
    icon: 'M13 2 4 14h7l-1 8 9-12h-7z',
    bookingPath: '/epie-electricians',
  },
  {
    key: 'education',
    icon: 'M22 10 12 5 2 10l10 5 10-5ZM6 12v5c3 2 9 2 12 0v-5M22 10v6',
    bookingPath: '/educational-initiative',
  },
  {
    key: 'mixMarshall',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 0a5 5 0 0 1 0 10 5 5 0 0 0 0 10M12 6.5h.01M12 17.5h.01',
    bookingPath: 'mix-marshall-arts',
    opens: 'mixMarshall',
  },
];
