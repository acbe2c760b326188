/**
 * A plus outside the social security base ("No cotiza a la Seguridad Social"): the simulation page shows
 * social security as the rate times the contributory wages only, on the costs card and on the "Método de horas
 * anuales" card. The results are the real engine's for the workbook test's case
 * (server/test/runs/conventional-sheet.test.ts); the expected figure is worked out by hand below.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { runFakes, simulationFakes } from '@licita/application/fakes';
import { simulate } from '@licita/domain';
import { nonContributoryPlusAgreement, surrogate, tender, FIXED_CLOCK } from '@licita/domain/test/engine/helpers';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { seedSimulation } from '../src/testing/simulationStories';
import { pagePath, SOLVED_ID } from '../src/testing/runStories';

/** The `<dd>` beside a `<dt>` of a card, as the user reads it. */
async function shown(card: string, label: string): Promise<string> {
  const region = await screen.findByRole('region', { name: card }, { timeout: 10_000 });
  const term = within(region)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? '';
}

describe('an agreement with a plus that does not pay social security', () => {
  it('the page shows social security over the contributory wages only, on both methods', async () => {
    // a surrogate of 40 h with 100 € a month outside the base (1,200 € a year) and a night plus inside it: wages
    // 19,454 €, 18,254 € of them contributory; social security 33 % × 18,254 = 6,023.82 € (not 33 % × 19,454 = 6,419.82 €)
    const doc = tender({
      agreements: [nonContributoryPlusAgreement()],
      subrogates: [surrogate()],
    });
    const { results } = await simulate(doc, { clock: FIXED_CLOCK });
    const app = createFakeApp({ loggedIn: true, path: pagePath(SOLVED_ID), backend: fullBackend() });
    seedSimulation(simulationFakes(app.backend));
    runFakes(app.backend).run(SOLVED_ID).results = results;
    renderRoutes(app);

    expect(await shown('Costes', 'Salarial')).toBe('19.454,00 €');
    expect(await shown('Costes', 'Seguridad social')).toBe('6.023,82 €');
    expect(await shown('Método de horas anuales', 'Seguridad social')).toBe('6.023,82 €');
  });
});
