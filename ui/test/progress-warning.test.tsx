import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SimulationEvent } from '@licita/domain';
import { ProgressSection } from '../src/screens/simulation/ProgressSection';

const ev = (
  id: string,
  s: number,
  type_info: SimulationEvent['type_info'],
  title: string,
  description: string,
  group: string,
): SimulationEvent => ({
  id,
  created: new Date(Date.parse('2025-03-01T09:00:00Z') + s * 1000).toISOString(),
  title,
  description,
  type_info,
  group,
});

describe('Progreso', () => {
  it("a warning shows as 'Aviso' with its own icon, apart from the errors and not hidden among the details", async () => {
    const user = userEvent.setup();
    render(
      <ProgressSection
        running={false}
        events={[
          ev('1', 0, 'Info', 'Calendario', '365 días de servicio', 'calendar'),
          ev('2', 1, 'Debug', 'Calendario', 'Colegio (Ávila): 14 festivos', 'calendar'),
          ev(
            '3',
            2,
            'Warning',
            'Faltan festivos locales',
            'Ávila: 12 festivos conocidos en 2025 (la ley da 14); faltan festivos locales',
            'calendar',
          ),
          ev('4', 3, 'Error', 'Demanda sin cubrir', 'Turno: nadie puede hacerlo', 'G1'),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Eventos de la simulación' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((e) => e.querySelector('p')!.textContent)).toEqual([
      'Calendario',
      'AvisoFaltan festivos locales',
      'Demanda sin cubrir',
    ]);
    expect(within(entries[1]!).getByRole('img', { name: 'Aviso' })).toBeTruthy();
    expect(within(entries[1]!).queryByRole('img', { name: 'Error' })).toBeNull();
    expect(within(entries[2]!).getByRole('img', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('1 aviso')).toBeTruthy();
    expect(screen.getByText('1 error')).toBeTruthy();
    // the Debug detail stays under its entry
    await user.click(within(entries[0]!).getByRole('button', { name: 'Ver detalle (1)' }));
    expect(within(entries[0]!).getByText(/14 festivos/)).toBeTruthy();
  });
});
