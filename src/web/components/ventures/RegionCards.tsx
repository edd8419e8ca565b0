import { LineIcon } from '../LineIcon.tsx';
import { ICONS } from './icons.ts';

/** The large faint icon in each card's corner, and how faint it is. */
const WATERMARKS = {
  globe: 'text-white opacity-[0.06]',
  sun: 'text-amber-400 opacity-10',
} as const;

export interface Region {
  key: string;
  title: string;
  text: string;
}

interface RegionCardsProps {
  regions: readonly Region[];
  watermark: keyof typeof WATERMARKS;
}

/** Where a venture works (the UK, Africa): one dark card per region, side by side from medium screens. */
export function RegionCards({ regions, watermark }: RegionCardsProps) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {regions.map((region) => (
        <li key={region.key} className="relative overflow-hidden rounded-2xl bg-stone-900 p-8 text-white">
          <LineIcon
            path={ICONS[watermark]}
            className={`absolute -right-6 -bottom-6 h-36 w-36 ${WATERMARKS[watermark]}`}
          />
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-amber-500 text-stone-950">
            <LineIcon path={ICONS.mapPin} className="h-5 w-5" />
          </span>
          <h3 className="mt-5 text-2xl font-semibold">{region.title}</h3>
          <p className="mt-3 max-w-md leading-relaxed text-stone-300">{region.text}</p>
        </li>
      ))}
    </ul>
  );
}
