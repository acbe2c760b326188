/**
 * Issue 48 on the real server: among 2,000 fixed shifts the Turnos fijos tab holds one page, pages and searches on
 * the server, and saving one shift sends only its PUT (no list read again) and puts the answered row in its place.
 */
import { describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { checkFixedShift, type FixedShift, type FixedShiftForm } from '@licita/domain';
import { splitShiftBody } from '@licita/domain/test/fixtures/work';
import { storeShifts } from '@licita/server/test/real-app';
import { CategoryPositions, FixedShifts, TOKENS } from '../../src/index';
import { newSimulation, realServerOfFile, withCenter } from './simulations-setup';

const server = realServerOfFile();
const AFTERNOON = { time_init: '16:00', time_end: '20:00' };

/** A simulation with 2,000 shifts in one center: every hundredth a window cleaner's ('Cristalero'), the rest 'Limpieza'. */
async function twoThousandShifts() {
  const ctx = server();
  const sim = await newSimulation(ctx);
  const { centers } = await withCenter(ctx, sim);
  const positions = ctx.get<CategoryPositions>(TOKENS.CategoryPositions);
  const cleaner = await lastValueFrom(positions.createPosition(sim.id, 'Limpieza'));
  const windows = await lastValueFrom(positions.createPosition(sim.id, 'Cristalero'));
  const stored = Array.from({ length: 2000 }, (_, n) => {
    const i = n + 1;
    const position = i % 100 === 0 ? windows.id : cleaner.id;
    const body = splitShiftBody(centers[0]!.id, position, AFTERNOON, { number_of_workers: 1 + (i % 9) });
    return E.getOrElseW(() => expect.fail(`shift ${i} refused`))(checkFixedShift(body as FixedShiftForm)) as FixedShift;
  });
  // as many POSTs would take minutes: stored straight, then everything else through the app's use cases
  await storeShifts(ctx.app, sim.id, stored);
  return { ctx, sim, shifts: ctx.get<FixedShifts>(TOKENS.FixedShifts), center: centers[0]!.id, cleaner: cleaner.id };
}

describe('Turnos fijos, 2,000 of them, on the real server', { timeout: 60_000 }, () => {
  it('reads one page with the total, pages, searches, and a save sends one PUT and no list read', async () => {
    const { ctx, sim, shifts, center, cleaner } = await twoThousandShifts();
    const rows = shifts.rows(sim.id);
    const first = await lastValueFrom(rows.load());
    expect(first).toMatchObject({ total: 2000, offset: 0, limit: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items.map((s) => s.number_of_workers).slice(0, 3)).toEqual([2, 3, 4]);

    const third = await lastValueFrom(rows.load({ offset: 100 }));
    expect(third.items[0]!.number_of_workers).toBe(1 + (101 % 9));
    const found = await lastValueFrom(rows.load({ offset: 0, q: 'CRISTAL' }));
    expect(found.total).toBe(20);
    expect(new Set(found.items.map((s) => s.position?.name))).toEqual(new Set(['Cristalero']));
    await lastValueFrom(rows.load({ offset: 0, q: '' }));

    const before = ctx.sent.length;
    const seventh = rows.current.items[6]!;
    const form = splitShiftBody(center, cleaner, { time_init: '15:00', time_end: '19:30' }, { number_of_workers: 12 });
    expect(await lastValueFrom(shifts.save(sim.id, seventh.id, form as FixedShiftForm, null, rows))).toBe(seventh.id);
    expect(ctx.sent.slice(before)).toEqual([`PUT /api/simulation/${sim.id}/fixed_work_shift/${seventh.id}`]);
    expect(rows.current.items[6]).toMatchObject({ id: seventh.id, number_of_workers: 12 });
    expect(rows.current.items[6]!.shift_times.map((t) => `${t.time_init}-${t.time_end}`)).toEqual(['06:00-10:00', '15:00-19:30']);
    expect(rows.current.items.map((s) => s.number_of_workers).slice(5, 8)).toEqual([7, 12, 9]);
    expect(rows.current).toMatchObject({ total: 2000, offset: 0 });
  });
});
