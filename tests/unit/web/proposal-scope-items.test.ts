import { describe, expect, it } from 'vitest';
import { moveItem, newScopeItem, totalFromItems } from '#web/components/admin-proposals/scope-items-draft.ts';

const item = (title: string, price: string) => ({ ...newScopeItem(), title, price });

describe("the proposal form's scope items", () => {
  it('moves an item up or down, and nothing past either end', () => {
    const items = [item('A', ''), item('B', ''), item('C', '')];
    expect(moveItem(items, 2, -1).map((entry) => entry.title)).toEqual(['A', 'C', 'B']);
    expect(moveItem(items, 0, 1).map((entry) => entry.title)).toEqual(['B', 'A', 'C']);
    expect(moveItem(items, 0, -1).map((entry) => entry.title)).toEqual(['A', 'B', 'C']);
    expect(moveItem(items, 2, 1).map((entry) => entry.title)).toEqual(['A', 'B', 'C']);
  });

  it('fills the total from the priced items in pence, ignoring blank or unreadable prices', () => {
    expect(totalFromItems([item('A', '400.00'), item('B', '600.01'), item('C', ''), item('D', 'abc')])).toBe(
      '1000.01',
    );
    expect(totalFromItems([item('A', ''), item('B', '')])).toBeNull();
  });

  it("shows a stored item's price in pounds", () => {
    expect(newScopeItem({ title: 'A', description: '', pricePence: 100_001 }).price).toBe('1000.01');
    expect(newScopeItem({ title: 'A', description: '', pricePence: null }).price).toBe('');
  });
});
