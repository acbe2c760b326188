/**
 * 'Por qué esta plantilla' in the browser: the small tender of the browser tests is solved, and its results page
 * says why its staffing is what it is, in the engine's own sentences, under 'Agrupación 1 · Limpieza' (the same
 * sentences the API's whole results carry).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { solvedSmallTender } from '../support/small-tender';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

describe('why the staffing is what it is', () => {
  it('the small tender: idle surrogate hours and the split of the new hires, each with the agreement rule that binds', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const name = 'Explicaciones e2e';
    const { projectId, simulationId } = await solvedSmallTender(api, workspaceId, 'Plantilla explicada', { name });
    // the explanations come with the whole results (GET /simulation keeps them out of its summary)
    const results = (await api.config.GET('/simulation/{id}/results', { params: { path: { id: simulationId } } })).data!;
    const cleaning = results.explanations!.find((e) => e.position === 'Limpieza')!;
    expect(cleaning.center_group).toBe('1');

    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/projects/${projectId}/simulations/${simulationId}`);
    const card = page.getByRole('region', { name: 'Por qué esta plantilla' });
    const group = card.getByRole('region', { name: 'Agrupación 1 · Limpieza' });
    await group.waitFor({ timeout: 20_000 });
    const shown = (await group.getByRole('listitem').allTextContents()).map((t) => t.trim());
    // the split shift's 8 h blocks: too long for what the surrogates have left, and one person cannot do both
    // halves of the week (20:00 → 06:00 leaves 10 h of rest)
    expect(shown).toEqual([
      'Ana Pérez queda 6 h semanales sin trabajo: ningún bloque pendiente cabe en las 6 h que le quedan de contrato (el menor dura 8 h) y el resto de la demanda de Limpieza y Cristalería que puede hacer la cubren otros subrogados.',
      'Luis Gómez queda 0,5 h semanales sin trabajo: ningún bloque pendiente cabe en las 0,5 h que le quedan de contrato (el menor dura 8 h) y el resto de la demanda de Limpieza y Cristalería que puede hacer la cubren otros subrogados.',
      'Las 40 h semanales de Limpieza que no cubren los subrogados se reparten en 2 contrataciones (24 h y 16 h): el convenio exige 12 h de descanso entre jornadas.',
    ]);
    expect(shown).toEqual(cleaning.items.map((i) => i.message));
  });
});
