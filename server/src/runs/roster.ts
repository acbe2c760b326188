/**
 * The weekly roster of a stored solution as `GET /solution/{id}/roster` answers it (the Cuadrante sheet's data):
 * one row a worker, each weekday's time ranges with the names of their center and position.
 */
import { foldName, rangeMinutes } from '@licita/domain';
import type { Insertable } from 'kysely';
import type { SolutionRosterRowTable } from '../db/schema';
import { contractWorkerId, type StoredOutput } from './solution';

export const ROSTER_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Weekday = (typeof ROSTER_WEEKDAYS)[number];

export interface RosterShift {
  center_id: string;
  center: string;
  position_id: string;
  position: string;
  time_init: string;
  time_end: string;
  hours: number;
}

/** The engine writes an end at midnight as '24:00'; the contract's times are 00:00–23:59 (an end ≤ start is the next day). */
const contractTime = (t: string) => (t === '24:00' ? '00:00' : t);

export function solutionRoster(out: Pick<StoredOutput, 'demand' | 'employees' | 'roster' | 'meta'>) {
  const positions = new Map(out.demand.map((d) => [d.position_id, d.position]));
  const categories = new Map(out.employees.map((e) => [e.id, e.category]));
  const order = { surrogate: 0, new: 1 } as const;
  return [...out.roster.workers]
    .sort((a, b) => order[a.kind] - order[b.kind])
    .map((w) => {
      const week = Object.fromEntries(ROSTER_WEEKDAYS.map((d) => [d, [] as RosterShift[]])) as Record<Weekday, RosterShift[]>;
      const minutesAt = new Map<string, number>();
      for (const a of w.assignments) {
        const center = out.meta.centers[a.center_id] ?? a.center_id;
        for (const r of a.time_ranges) {
          const [s, e] = rangeMinutes(r.time_init, r.time_end);
          week[a.day as Weekday]?.push({
            center_id: a.center_id,
            center,
            position_id: a.position_id,
            position: positions.get(a.position_id) ?? a.position_id,
            time_init: contractTime(r.time_init),
            time_end: contractTime(r.time_end),
            hours: (e - s) / 60,
          });
          minutesAt.set(center, (minutesAt.get(center) ?? 0) + e - s);
        }
      }
      for (const d of ROSTER_WEEKDAYS) week[d].sort((x, y) => x.time_init.localeCompare(y.time_init));
      return {
        id: contractWorkerId(w.id, w.kind),
        name: w.name,
        kind: w.kind,
        category: categories.get(w.id) ?? '',
        centers: [...minutesAt].sort((x, y) => y[1] - x[1]).map(([c]) => c),
        weekly_hours: w.weekly_hours,
        assigned_hours: w.assigned_hours,
        week,
      };
    });
}

/** A roster row as stored (`solution_roster_row`), without its simulation. */
export type RosterRowWrite = Omit<Insertable<SolutionRosterRowTable>, 'simulation_id'>;

/**
 * The rows `solution_roster_row` keeps of a solution's roster, in its order: the worker as the contract answers it
 * (JSON) and what a page filters, searches and totals by. The search text holds the folded name, category and
 * centers one a line: a folded search has no line break, so it is found in the text exactly when in one of them.
 */
export function rosterRowsOf(out: StoredOutput): RosterRowWrite[] {
  return solutionRoster(out).map((w, position) => {
    const minutes = (d: Weekday) => Math.round(w.week[d].reduce((a, s) => a + s.hours * 60, 0));
    return {
      position,
      category: w.category,
      centers: w.centers,
      search_text: [w.name, w.category, ...w.centers].map(foldName).join('\n'),
      monday: minutes('monday'),
      tuesday: minutes('tuesday'),
      wednesday: minutes('wednesday'),
      thursday: minutes('thursday'),
      friday: minutes('friday'),
      saturday: minutes('saturday'),
      sunday: minutes('sunday'),
      worker_json: JSON.stringify(w),
    };
  });
}
