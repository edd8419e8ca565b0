/** A foreign key: rows of `child` point at rows of `parent`. */
export interface TableLink {
  child: string;
  parent: string;
}

/**
 * The tables with every parent before its children (ties by name), the order rows go back into a
 * database whose foreign keys are checked at once. A table pointing at itself keeps its rows in one
 * statement; tables pointing at each other in a ring cannot be ordered and are refused.
 */
export function parentsFirst(tables: readonly string[], links: readonly TableLink[]): string[] {
  const known = new Set(tables);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of links)
    if (child !== parent && known.has(child) && known.has(parent)) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = [...known]
      .filter((table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((p) => placed.has(p)))
      .sort();
    if (ready.length === 0) {
      const ring = [...known].filter((table) => !placed.has(table)).sort();
      throw new Error(
        `The tables ${ring.join(', ')} point at each other: their rows cannot be put back in order`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}
