/**
 * Issue 48's Show test: among 2,000 surrogates the step holds one page, and saving one surrogate sends only its PUT
 * (no list read again, through the real sdk adapters over a stubbed server); the page shows the saved row, and the
 * 'Total de horas semanales' of all 2,000 moves by the change.
 */
import { describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { TOKENS, type SimulationSurrogates } from '../src/index';
import { json, stubbedApp } from './stub-api';

const CAT = '00000000-0000-4000-8000-0000000000ca';
const AGR = '00000000-0000-4000-8000-0000000000a9';
const idOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const surrogate = (i: number, name = `Persona ${i}`, hours = 20) => ({
  ...{ id: idOf(i), name, organization_unit: null, center_id: null, center_group: null, category_id: CAT },
  ...{ category: { id: CAT, name: 'Limpiador/a' }, agreement: { id: AGR, name: 'Convenio de limpieza' } },
  ...{ working_day: hours, value_metric_working_day: 'FIXED', working_day_fixed: hours, contract_type_id: null },
  ...{ contract_type: null, salary_year: null, annual_bonuses: null, beginning_year: null, contract_code: null },
  possible_retirement: false,
});

/** A server holding 2,000 surrogates of 20 h: the list paged as the contract says, one surrogate's PUT. */
function twoThousand() {
  const stored = Array.from({ length: 2000 }, (_, i) => surrogate(i + 1));
  const page = (req: Request) => {
    const url = new URL(req.url);
    const q = url.searchParams.get('q') ?? '';
    const found = stored.filter((s) => s.name.toLowerCase().includes(q.toLowerCase()));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? found.length);
    const hours = found.reduce((a, s) => a + s.working_day_fixed, 0);
    return new Response(JSON.stringify(found.slice(offset, offset + limit)), {
      headers: { 'content-type': 'application/json', 'x-total-count': String(found.length), 'x-weekly-hours': String(hours) },
    });
  };
  const put = async (req: Request) => {
    const body = (await req.clone().json()) as { name: string; working_day: number };
    stored[6] = surrogate(7, body.name, body.working_day);
    return json(stored[6]);
  };
  return stubbedApp({ 'GET /api/simulation/s/subrogate': page, [`PUT /api/simulation/s/subrogate/${idOf(7)}`]: put as never });
}

describe('a paged list of 2,000 surrogates', () => {
  it('reads one page with the total and the weekly hours of all, then pages and searches on the server', async () => {
    const { container, seen } = twoThousand();
    const rows = container.get<SimulationSurrogates>(TOKENS.SimulationSurrogates).rows('s');
    const first = await lastValueFrom(rows.load());
    expect(first).toMatchObject({ total: 2000, weeklyHours: 40000, offset: 0, limit: 50 });
    expect(first.items.map((s) => s.name).slice(0, 2)).toEqual(['Persona 1', 'Persona 2']);
    expect(first.items).toHaveLength(50);
    expect(new URL(seen[0]!.url).search).toBe('?limit=50');
    const third = await lastValueFrom(rows.load({ offset: 100 }));
    expect(third.items[0]!.name).toBe('Persona 101');
    const found = await lastValueFrom(rows.load({ offset: 0, q: 'Persona 199' }));
    expect(found.items.map((s) => s.name)).toEqual([
      'Persona 199',
      'Persona 1990',
      'Persona 1991',
      'Persona 1992',
      'Persona 1993',
      'Persona 1994',
      'Persona 1995',
      'Persona 1996',
      'Persona 1997',
      'Persona 1998',
      'Persona 1999',
    ]);
    expect(found.total).toBe(11);
    expect(new URL(seen[2]!.url).searchParams.get('q')).toBe('Persona 199');
  });

  it('saving one surrogate fetches only that row: one PUT, no list read, and the page shows the saved value', async () => {
    const { container, seen } = twoThousand();
    const uc = container.get<SimulationSurrogates>(TOKENS.SimulationSurrogates);
    const rows = uc.rows('s');
    await lastValueFrom(rows.load());
    const before = seen.length;
    const form = { name: 'Eva Martín', category_id: CAT, working_day: '30', value_metric_working_day: 'FIXED' as const };
    expect(await lastValueFrom(uc.save('s', idOf(7), form, rows))).toBe(idOf(7));
    expect(seen.slice(before).map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `PUT /api/simulation/s/subrogate/${idOf(7)}`,
    ]);
    expect(rows.current.items[6]).toMatchObject({ name: 'Eva Martín', working_day_fixed: 30 });
    expect(rows.current.items.map((s) => s.name).slice(5, 8)).toEqual(['Persona 6', 'Eva Martín', 'Persona 8']);
    expect(rows.current).toMatchObject({ total: 2000, weeklyHours: 40010 });
  });
});
