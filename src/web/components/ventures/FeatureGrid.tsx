import type { ReactNode } from 'react';
import { LineIcon } from '../LineIcon.tsx';
import { ICONS, type IconName } from './icons.ts';

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
  /** Extra content under the text, such as status chips. */
  extra?: ReactNode;
}

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** Cards with an icon, a title and a short text. */
export function FeatureGrid({ features, columns = 3 }: { features: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid gap-5 ${COLUMNS[columns]}`}>
      {features.map((feature) => (
        <li
          key={feature.title}
          className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
        >
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
            <LineIcon path={ICONS[feature.icon]} className="h-5 w-5" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-stone-900">{feature.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">{feature.text}</p>
          {feature.extra}
        </li>
      ))}
    </ul>
  );
}
