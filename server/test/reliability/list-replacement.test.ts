/** Concurrent "replace the whole list" calls (docs/reliability.md, defect 2) end as exactly one of the lists sent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { insertAgreement, localityId, newSimulation, newTender } from '../simulations/fixtures';

describe.each(await targets())('concurrent list replacement (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let sim: string;
  let agreement: Awaited<ReturnType<typeof insertAgreement>>;
  let madrid: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    A = await t.workspace('Listas A');
    sim = await newSimulation(t, A.adminToken, await newTender(t, A.adminToken, A.id), 'Sim listas');
    agreement = await insertAgreement(t, A.id);
    madrid = await localityId(t, A.adminToken, A.id, 'Madrid');
  }, 180_000);
  afterAll(() => t?.close());

  it('50 concurrent PUT /center alternating a list of 2 and a list of 3 leave one of those lists', async () => {
    const list = (names: string[]) => ({
      centers: names.map((name) => ({ name, municipality_id: madrid, agreement_id: agreement.id })),
    });
    const two = ['Hospital', 'Ambulatorio'];
    const three = ['Colegio', 'Biblioteca', 'Piscina'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('PUT', `/api/simulation/${sim}/center`, { token: A.adminToken, body: list(i % 2 ? three : two) }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const stored = (await t.call('GET', `/api/simulation/${sim}/center`, { token: A.adminToken })).json() as { name: string }[];
    expect([two, three]).toContainEqual(stored.map((c) => c.name));
  });

  it('concurrent PUT /category_positions leave exactly one of the lists sent', async () => {
    const token = A.adminToken;
    const position = async (name: string) =>
      (await t.call('POST', `/api/simulation/${sim}/position`, { token, body: { name } })).json().id as string;
    const [p1, p2, p3] = [await position('Limpieza'), await position('Cristales'), await position('Cocina')];
    const bodies = [
      {
        disabled: false,
        categories: [
          { id: agreement.cats.limpiador, positions: [{ id: p1 }, { id: p2 }] },
          { id: agreement.cats.cristalero, positions: [{ id: p2 }] },
        ],
      },
      {
        disabled: false,
        categories: [
          { id: agreement.cats.limpiador, positions: [{ id: p3 }] },
          { id: agreement.cats.cristalero, positions: [{ id: p1 }, { id: p3 }] },
        ],
      },
    ];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call('PUT', `/api/simulation/${sim}/category_positions`, { token, body: bodies[i % 2] }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const stored = (await t.call('GET', `/api/simulation/${sim}/category_positions`, { token })).json() as {
      categories: { id: string; positions: { id: string }[] }[];
    };
    const shape = (cats: { id: string; positions: { id: string }[] }[]) =>
      Object.fromEntries(cats.filter((c) => c.positions.length).map((c) => [c.id, c.positions.map((p) => p.id)]));
    expect(bodies.map((b) => shape(b.categories))).toContainEqual(shape(stored.categories));
  });
});
