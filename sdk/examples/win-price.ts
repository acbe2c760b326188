/**
 * Price a solved simulation against its tender and print the highest price that still wins (`win_price_max`):
 * the tender budget, the pliego's price formula, our technical points and the expected competitors go in its
 * parameters (re-costed without solving again), then `bid.score` is read.
 *
 *   node --conditions=licita-source --import tsx sdk/examples/win-price.ts SIMULATION_ID   (inside this repository)
 *
 * Settings as in list-tenders.ts (LICITA_URL, LICITA_API_KEY, LICITA_EMAIL, LICITA_PASSWORD).
 */
import { createLicitaSession, isLicitaError, unwrap, waitForTask } from '@licita/sdk';

async function main(id: string): Promise<void> {
  const api = createLicitaSession({
    baseUrl: process.env.LICITA_URL ?? 'http://localhost:8080/api',
    apiKey: process.env.LICITA_API_KEY ?? 'licita-dev-key',
  });
  await api.login({ email: process.env.LICITA_EMAIL ?? 'admin@demo.local', password: process.env.LICITA_PASSWORD ?? 'demo1234' });
  const solution = { params: { path: { id } } };
  const current = await unwrap(api.config.GET('/solution/{id}/parameters', solution));
  await unwrap(
    api.config.PUT('/solution/{id}/parameters', {
      ...solution,
      body: {
        ...current,
        tender_budget: 250000,
        price_score: { max_points: 60, formula: 'proportional' },
        technical_points: 35,
        competitors: [
          { name: 'Limpiezas Norte', price: 228000, technical_points: 38 },
          { name: 'Servicios Sur', price: 236500, technical_points: 30 },
        ],
      },
    }),
  );
  await waitForTask((signal) => api.config.GET('/solution/{id}/parameters/status', { ...solution, signal }));
  const { results } = await unwrap(api.config.GET('/simulation/{id}', solution));
  const score = results?.bid?.score;
  for (const o of score?.offers ?? [])
    console.log(`${o.name}: ${o.excluded ? 'excluida' : `${o.total_points} puntos, puesto ${o.rank}`}`);
  console.log(
    score?.win_price_max == null
      ? 'Ningún precio gana por encima del coste'
      : `Precio ganador más alto: ${score.win_price_max} €`,
  );
  await api.logout();
}

main(process.argv[2] ?? '').catch((error: unknown) => {
  console.error(isLicitaError(error) ? `${error.kind}: ${error.message}` : error);
  process.exitCode = 1;
});
