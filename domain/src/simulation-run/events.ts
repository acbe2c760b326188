/**
 * Progreso: events ordered by time with title and description, each expandable to its Debug
 * sub-events, error events with an error icon, warnings ('Aviso') with an amber one.
 *
 * The contract says events sharing a `group` form one entry headed by its first non-Debug event. A run writes
 * several non-Debug events in one group far apart in time (group 'data': 'Simulación lanzada' … 'Fin'), so here
 * every non-Debug event is an entry of its own, in time order, and each Debug event goes under the latest entry
 * of its group written before it (or, if none was, the first one after it). The Debug events of a group without
 * any other event form one entry, headed by the first of them.
 */
import type { SimulationEvent } from './codecs';

export interface EventEntry {
  /** The event shown (a Debug one only for a group of Debug events alone). */
  event: SimulationEvent;
  /** Debug events shown when the entry is expanded, oldest first. */
  details: SimulationEvent[];
  isError: boolean;
  /** A Warning ('Aviso'): something to check that did not stop the run. */
  isWarning: boolean;
  /** True for an entry made only of Debug events. */
  debugOnly: boolean;
}

const time = (e: SimulationEvent) => {
  const t = Date.parse(e.created);
  return Number.isFinite(t) ? t : 0;
};

/** Oldest first; events with the same time keep the server's order. */
export function sortEvents(events: readonly SimulationEvent[]): SimulationEvent[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => time(a.e) - time(b.e) || a.i - b.i)
    .map((x) => x.e);
}

export function groupEvents(events: readonly SimulationEvent[]): EventEntry[] {
  const sorted = sortEvents(events);
  const entries: EventEntry[] = [];
  const latestOfGroup = new Map<string, EventEntry>();
  const waiting = new Map<string, SimulationEvent[]>(); // Debug events seen before any entry of their group
  for (const e of sorted) {
    const key = e.group ?? `#${e.id}`;
    if (e.type_info === 'Debug') {
      const entry = latestOfGroup.get(key);
      if (entry) entry.details.push(e);
      else waiting.set(key, [...(waiting.get(key) ?? []), e]);
      continue;
    }
    const entry: EventEntry = {
      event: e,
      details: waiting.get(key) ?? [],
      isError: e.type_info === 'Error',
      isWarning: e.type_info === 'Warning',
      debugOnly: false,
    };
    waiting.delete(key);
    latestOfGroup.set(key, entry);
    entries.push(entry);
  }
  for (const list of waiting.values())
    entries.push({ event: list[0]!, details: list.slice(1), isError: false, isWarning: false, debugOnly: true });
  return entries.sort((a, b) => time(a.event) - time(b.event) || sorted.indexOf(a.event) - sorted.indexOf(b.event));
}

/** The level of an event as a preparer reads it (Progreso and the workbook's Eventos sheet). */
export const EVENT_LEVEL_LABELS: Record<SimulationEvent['type_info'], string> = {
  Info: 'Información',
  Debug: 'Detalle',
  Warning: 'Aviso',
  Error: 'Error',
};

export const eventLevelLabel = (type: string) => EVENT_LEVEL_LABELS[type as SimulationEvent['type_info']] ?? type;

/** How many events of the run are warnings ('Aviso'). */
export function warningCount(events: readonly SimulationEvent[]): number {
  return events.filter((e) => e.type_info === 'Warning').length;
}

/** How many events of the run are errors. */
export function errorCount(events: readonly SimulationEvent[]): number {
  return events.filter((e) => e.type_info === 'Error').length;
}
