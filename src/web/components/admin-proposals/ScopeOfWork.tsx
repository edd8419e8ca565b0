import type { ScopeItem } from '#domain/proposals/proposal.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence } from '../../lib/format.ts';
import { DetailSection } from './DetailSection.tsx';

/** Scope of Work: the numbered items (shown only when there are some). */
export function ScopeOfWork({ items }: { items: readonly ScopeItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <DetailSection title={t('adminProposals.detail.scope')}>
      <ol className="space-y-3">
        {items.map((item, index) => (
          // Scope items have no id; their place in the list is what they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only here
          <li key={index} className="flex gap-3 rounded-lg border border-stone-100 bg-stone-50 p-3">
            <span className="font-semibold text-stone-500">{index + 1}.</span>
            <div className="flex-1">
              <div className="flex flex-wrap justify-between gap-2">
                <h3 className="font-medium">
                  {item.title || t('adminProposals.detail.item', { n: index + 1 })}
                </h3>
                {item.pricePence !== null && (
                  <span className="font-medium tabular-nums">{formatPence(item.pricePence)}</span>
                )}
              </div>
              <p className="mt-1 whitespace-pre-line text-sm text-stone-600">
                {item.description || t('adminProposals.detail.noDescription')}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
