export type DependencyName = 'database' | 'queue';

export interface DependencyCheck {
  name: DependencyName;
  ok: boolean;
  latencyMs: number;
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: DependencyCheck[];
}

/** The site is ready only when every dependency it needs answered. */
export function summariseReadiness(checks: DependencyCheck[]): Readiness {
  return { ready: checks.length > 0 && checks.every((check) => check.ok), checks };
}
