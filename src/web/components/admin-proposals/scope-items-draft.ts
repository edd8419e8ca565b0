import { penceToPounds, poundsToPence } from '#domain/proposals/amounts.ts';
import { type ScopeItem, scopeItemsTotal } from '#domain/proposals/proposal.ts';

/** A scope item as the form edits it: pounds as typed, and a key that follows it when it moves. */
export interface ScopeItemDraft {
  key: number;
  title: string;
  description: string;
  price: string;
}

let nextKey = 1;

export function newScopeItem(item?: ScopeItem): ScopeItemDraft {
  return {
    key: nextKey++,
    title: item?.title ?? '',
    description: item?.description ?? '',
    price: item?.pricePence == null ? '' : penceToPounds(item.pricePence),
  };
}

/** Swaps the item with its neighbour above (-1) or below (+1); at either end nothing moves. */
export function moveItem(items: readonly ScopeItemDraft[], index: number, by: -1 | 1): ScopeItemDraft[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target] as ScopeItemDraft, moved[index] as ScopeItemDraft];
  return moved;
}

/** "Fill total from items": the sum of the prices that read as pounds, as the total field's text. */
export function totalFromItems(items: readonly ScopeItemDraft[]): string | null {
  const total = scopeItemsTotal(
    items.map((item) => ({
      title: item.title,
      description: item.description,
      pricePence: poundsToPence(item.price),
    })),
  );
  return total === null ? null : penceToPounds(total);
}
