/**
 * The roster view (`GET /solution/{id}/roster`) built once per solution version: building it means reading and
 * parsing the whole stored output, which made the Cuadrante the slowest read of the simulation page. A view is
 * kept under its simulation with the stamp of the solution it was built from (the run and the version: a re-cost
 * raises the version, a new launch opens a new run), so a changed solution is never answered from an old view,
 * whichever process changed it. Bounded: the least recently read simulation's view goes first.
 */
import type { solutionRoster } from './roster';

export type RosterView = ReturnType<typeof solutionRoster>;

/** What identifies one version of a stored solution. */
export const solutionStamp = (s: { run_id: string | null; version: number }) => `${s.run_id ?? '-'}:${s.version}`;

export class RosterViews {
  private readonly views = new Map<string, { stamp: string; view: RosterView }>();

  constructor(readonly capacity = Number(process.env.ROSTER_VIEW_CACHE ?? 256)) {}

  /** The view built for this version of the simulation's solution, if kept. */
  get(simulationId: string, stamp: string): RosterView | undefined {
    const kept = this.views.get(simulationId);
    if (!kept || kept.stamp !== stamp) return undefined;
    // read again: move it to the newest end of the map's order
    this.views.delete(simulationId);
    this.views.set(simulationId, kept);
    return kept.view;
  }

  set(simulationId: string, stamp: string, view: RosterView): void {
    this.views.delete(simulationId);
    if (this.capacity <= 0) return;
    this.views.set(simulationId, { stamp, view });
    while (this.views.size > this.capacity) this.views.delete(this.views.keys().next().value!);
  }

  get size(): number {
    return this.views.size;
  }
}
