import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulationFakes } from '@licita/application/fakes';
import { frequencyText } from '../src/screens/simulation-form/TaskModal';
import { SimulationLegend } from '../src/components/SimulationCards';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { FORM_PATH, seedSimulation } from '../src/testing/simulationStories';

const daily = (weekdays: string[]) => ({
  work_time: { hours: 3, minutes: 0 },
  frequency: { period_type: 'fixed_period' as const, period: 'day' as const, amount: 1 },
  weekdays,
});

describe('words a preparer reads', () => {
  it('a daily task says its days: every day, a run of days, or the days one by one', () => {
    expect(frequencyText(daily(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']))).toBe(
      '03:00 cada día',
    );
    expect(frequencyText(daily(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']))).toBe('03:00 de lunes a viernes');
    expect(frequencyText(daily(['monday', 'thursday']))).toBe('03:00 los lunes y jueves');
    expect(frequencyText(daily(['saturday']))).toBe('03:00 los sábados');
  });

  it('the status legend has the grey dot of a simulation not yet launched', () => {
    render(<SimulationLegend />);
    expect(
      within(screen.getByRole('list', { name: 'Leyenda' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Simulación completada', 'Simulación en progreso', 'Simulación con errores', 'Simulación sin lanzar']);
  });

  it('the surrogates table says where each one works', async () => {
    const app = createFakeApp({ loggedIn: true, path: FORM_PATH, backend: fullBackend() });
    seedSimulation(simulationFakes(app.backend));
    renderRoutes(app);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Subrogados/ }));
    const table = await screen.findByRole('table', { name: 'Subrogados' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toContain('Centro');
    const column = heads.indexOf('Centro');
    const centers = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[column]?.textContent);
    expect(centers.every((c) => !!c)).toBe(true);
  });
});
