import { island } from '../island/island.tsx';

// Drawings only: the server renders them, and their code loads when the browser is idle.
const Art = import.meta.env.SSR ? await import('./VentureArt.tsx') : null;

export const VentureArt = island(Art?.VentureArt ?? null, () =>
  import('./VentureArt.tsx').then((module) => module.VentureArt),
);
