/**
 * The roster view (`GET /solution/{id}/roster`) built once per solution version: building it means reading and
 * parsing the whole stored output, which made the Cuadrante the slowest read of the simulation page. A view is
 * kept under its simulation with the stamp of the solution it was built from (the run and the version: a re-cost
 * raises the version, a new launch opens a new run), so a changed solution is never answered from an old view,
 * whichever process changed it. A view is kept as its JSON, written and encoded to UTF-8 once, so that each read
 * sends those bytes instead of writing them again (a quarter of a core at 100 reads a second of an M roster). Bounded by the views' size: the least recently
 * read simulation's view goes first.
 */
import type { solutionRoster } from './roster';
import { JsonText } from '../http/json-text';

export type RosterView = ReturnType<typeof solutionRoster>;

/** What identifies one version of a stored solution. */
export const solutionStamp = (s: { run_id: string | null; version: number }) => `${s.run_id ?? '-'}:${s.version}`;

/** The size of a view in entries (a worker and each of its shifts): what the bound counts. */
const entriesOf = (view: RosterView) =>
  view.reduce((n, w) => n + 1 + Object.values(w.week).reduce((m, day) => m + day.length, 0), 0);

export class RosterViews {
  // the rows too: a page of the roster (GET /solution/{id}/roster/page) is cut from them without parsing the text
  private readonly views = new Map<string, { stamp: string; view: JsonText<RosterView>; rows: RosterView; entries: number }>();
  private entries = 0;

  /**
   * `capacity`: the entries kept at most, in all (default 400,000: at most some 80 MB of text at 200 bytes an
   * entry); a view larger than that is built per call. 0 keeps none.
   */
  constructor(readonly capacity = 400_000) {}

  /** The view built for this version of the simulation's solution, if kept. */
  get(simulationId: string, stamp: string): JsonText<RosterView> | undefined {
    return this.kept(simulationId, stamp)?.view;
  }

  /** The rows of the view built for this version of the simulation's solution, if kept. */
  rows(simulationId: string, stamp: string): RosterView | undefined {
    return this.kept(simulationId, stamp)?.rows;
  }

  private kept(simulationId: string, stamp: string) {
    const kept = this.views.get(simulationId);
    if (!kept || kept.stamp !== stamp) return undefined;
    // read again: move it to the newest end of the map's order
    this.views.delete(simulationId);
    this.views.set(simulationId, kept);
    return kept;
  }

  /** Keeps the view (when it fits) and answers it as the text sent. */
  set(simulationId: string, stamp: string, view: RosterView): JsonText<RosterView> {
    this.forget(simulationId);
    const text = JsonText.of(view);
    const entries = entriesOf(view);
    if (entries > this.capacity) return text;
    this.views.set(simulationId, { stamp, view: text, rows: view, entries });
    this.entries += entries;
    // the least recently read go first
    for (const oldest of this.views.keys()) {
      if (this.entries <= this.capacity) break;
      this.forget(oldest);
    }
    return text;
  }

  private forget(simulationId: string): void {
    const kept = this.views.get(simulationId);
    if (!kept) return;
    this.entries -= kept.entries;
    this.views.delete(simulationId);
  }

  get size(): number {
    return this.views.size;
  }
}
