import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulationFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { FORM_PATH, manyCentersContext, SimulationStoryApp, seedSimulation } from '../src/testing/simulationStories';
import { BasicDataStep } from '../src/screens/simulation-form/BasicDataStep';

// Every center row renders one 'Cobertura vacaciones N' field: counting that field's renders by its label counts
// the renders of each row.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../src/components/NumberField', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/components/NumberField')>();
  return {
    ...real,
    NumberField: (props: Parameters<typeof real.NumberField>[0]) => {
      renders.set(props.label, (renders.get(props.label) ?? 0) + 1);
      return real.NumberField(props);
    },
  };
});

afterEach(() => renders.clear());

function renderForm() {
  const app = createFakeApp({ loggedIn: true, path: FORM_PATH, backend: fullBackend() });
  seedSimulation(simulationFakes(app.backend));
  renderRoutes(app);
  return userEvent.setup();
}

describe('Datos Básicos: the centers table', () => {
  it("typing a center's name re-renders that center's row only", async () => {
    const user = renderForm();
    const name = (await screen.findByLabelText('Centro 1', {}, { timeout: 3000 })) as HTMLInputElement;
    expect(screen.getByLabelText('Centro 2')).toBeTruthy();
    const before = { first: renders.get('Cobertura vacaciones 1') ?? 0, second: renders.get('Cobertura vacaciones 2') ?? 0 };
    expect(before.second).toBeGreaterThan(0);

    await user.type(name, ' norte');

    expect(name.value).toMatch(/ norte$/);
    // the edited row rendered once per key at least; the other one not at all
    expect((renders.get('Cobertura vacaciones 1') ?? 0) - before.first).toBeGreaterThanOrEqual(' norte'.length);
    expect(renders.get('Cobertura vacaciones 2') ?? 0).toBe(before.second);
  });

  it('with 300 centers renders only the rows near the screen, numbered among all of them, and edits them', async () => {
    const user = userEvent.setup();
    render(
      <SimulationStoryApp>
        <BasicDataStep ctx={manyCentersContext(300)} onSaved={() => undefined} />
      </SimulationStoryApp>,
    );
    // role queries over a big table are slow in jsdom: the rows are read from the table itself
    const first = (await screen.findByLabelText('Centro 1', {}, { timeout: 10_000 })) as HTMLInputElement;
    const table = first.closest('table')!;
    expect(table.getAttribute('aria-label')).toBe('Centros');
    expect(table.getAttribute('aria-rowcount')).toBe('301');
    const rows = [...table.querySelectorAll('tbody tr:not([aria-hidden])')];
    // a screenful of rows and a few more, not 300
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(rows.at(-1)!.getAttribute('aria-rowindex')).toBe(String(rows.length + 1));
    expect(screen.queryByLabelText('Centro 300')).toBeNull();
    expect(first.value).toBe('Centro 1 de 300');
    await user.clear(first);
    await user.type(first, 'Sede norte');
    expect((screen.getByLabelText('Centro 1') as HTMLInputElement).value).toBe('Sede norte');
  }, 60_000);
});
