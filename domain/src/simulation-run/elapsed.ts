/** The elapsed time of a run (header card and 'Tiempo transcurrido'): no clock here, `now` comes in. */

const toMs = (v: string | number | Date | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const t = typeof v === 'number' ? v : v instanceof Date ? v.getTime() : Date.parse(v);
  return Number.isFinite(t) ? t : null;
};

/** Milliseconds from `started` to `finished` (or to `now` while there is no end); null without a start. */
export function elapsedMs(
  started: string | null | undefined,
  finished: string | null | undefined,
  now: number | Date,
): number | null {
  const from = toMs(started);
  if (from === null) return null;
  const to = toMs(finished) ?? toMs(now)!;
  return Math.max(0, to - from);
}

/** 'HH:mm:ss' (hours keep counting past 24: '26:03:04'); '—' when unknown. */
export function formatElapsed(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}`;
}
