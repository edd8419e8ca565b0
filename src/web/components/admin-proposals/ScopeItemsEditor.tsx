import { PROPOSAL_LIMITS } from '#domain/proposals/proposal.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { moveItem, newScopeItem, type ScopeItemDraft } from './scope-items-draft.ts';

interface ScopeItemsEditorProps {
  idPrefix: string;
  items: ScopeItemDraft[];
  /** Messages keyed `index.field`. */
  errors: Record<string, string>;
  listError?: string | undefined;
  onChange(items: ScopeItemDraft[]): void;
}

/** The proposal's scope: items with a title, description and optional price; added, removed, reordered. */
export function ScopeItemsEditor({ idPrefix, items, errors, listError, onChange }: ScopeItemsEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, fields: Partial<ScopeItemDraft>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...fields } : item)));

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-700">{t('adminProposals.form.scope')}</legend>
      <p className="text-xs text-stone-500">{t('adminProposals.form.scopeHint')}</p>
      <FormError message={listError} inline />
      {items.length > 0 && (
        <ol className="space-y-3">
          {items.map((item, index) => {
            const n = index + 1;
            const id = (name: string) => `${idPrefix}-${item.key}-${name}`;
            const suffix = <span className="sr-only"> {t('adminProposals.form.itemSuffix', { n })}</span>;
            return (
              <li key={item.key} className="rounded-lg border border-stone-200 bg-stone-50 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-stone-700">
                    {t('adminProposals.form.itemHeading', { n })}
                  </h3>
                  <div className="flex flex-wrap gap-1.5">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => onChange(moveItem(items, index, -1))}
                    >
                      {t('adminProposals.form.moveUp')}
                      {suffix}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === items.length - 1}
                      onClick={() => onChange(moveItem(items, index, 1))}
                    >
                      {t('adminProposals.form.moveDown')}
                      {suffix}
                    </Button>
                    <Button
                      variant="danger-outline"
                      size="sm"
                      onClick={() => onChange(items.filter((_, at) => at !== index))}
                    >
                      {t('adminProposals.form.remove')}
                      {suffix}
                    </Button>
                  </div>
                </div>
                <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_10rem]">
                  <TextField
                    id={id('title')}
                    label={t('adminProposals.form.itemTitle')}
                    value={item.title}
                    onChange={(event) => change(index, { title: event.target.value })}
                    error={errors[`${index}.title`]}
                  />
                  <TextField
                    id={id('price')}
                    label={t('adminProposals.form.itemPrice')}
                    type="number"
                    step="0.01"
                    min="0"
                    inputMode="decimal"
                    value={item.price}
                    onChange={(event) => change(index, { price: event.target.value })}
                    error={errors[`${index}.price`]}
                  />
                </div>
                <TextAreaField
                  id={id('description')}
                  label={t('adminProposals.form.itemDescription')}
                  rows={2}
                  className="mt-3"
                  value={item.description}
                  onChange={(event) => change(index, { description: event.target.value })}
                  error={errors[`${index}.description`]}
                />
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={items.length >= PROPOSAL_LIMITS.scopeItemsMax}
        onClick={() => onChange([...items, newScopeItem()])}
      >
        {t('adminProposals.form.addItem')}
      </Button>
    </fieldset>
  );
}
