/**
 * Names of the new hires, unique within the simulation. The solver numbers them per group of centers
 * ('Limpiador/a (nueva contratación 1)'), so with several centers two hires of two centers could share a name in
 * Plantilla, Cuadrante and the social security screen; there each one says its center instead:
 * 'Limpiador/a · Biblioteca Leganés · 1', numbered per category and center.
 */
import type { RosterWorker } from './types.js';

export function nameNewHires(
  workers: RosterWorker[],
  categoryName: (categoryId: string) => string,
  centerName: (centerId: string) => string,
  centerCount: number,
): void {
  if (centerCount < 2) return;
  const counters = new Map<string, number>();
  for (const w of workers) {
    if (w.kind !== 'new') continue;
    const key = `${w.categoryId}|${w.centerId}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    w.name = `${categoryName(w.categoryId)} · ${centerName(w.centerId)} · ${n}`;
  }
}
