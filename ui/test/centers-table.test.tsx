import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulationFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { FORM_PATH, seedSimulation } from '../src/testing/simulationStories';

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
});
