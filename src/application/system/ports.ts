/** Answers whether one dependency (database, queue) can be reached; throws or returns false when not. */
export type DependencyProbe = () => Promise<boolean>;
