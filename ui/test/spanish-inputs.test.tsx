import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from '../src/components/DateField';
import { TimeField } from '../src/components/TimeField';
import { FileField } from '../src/components/FileField';

/** A field and, under it, what the form holds. */
function Form({ kind, initial = '' }: { kind: 'date' | 'time'; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      {kind === 'date' ? (
        <DateField label="Fecha de inicio del servicio" value={value} onChange={setValue} min="2000-01-01" />
      ) : (
        <TimeField label="Inicio del turno" value={value} onChange={setValue} />
      )}
      <output>{value}</output>
    </form>
  );
}
const held = () => screen.getByRole('status', { hidden: true }).textContent;

describe('DateField', () => {
  it('reads dd/mm/aaaa the Spanish way and gives the form AAAA-MM-DD; a day that does not exist is answered naming the field', async () => {
    const user = userEvent.setup();
    render(<Form kind="date" />);
    const input = screen.getByRole('textbox', { name: 'Fecha de inicio del servicio' });
    expect(input.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await user.type(input, '1/3/2025');
    expect(held()).toBe('2025-03-01');
    await user.tab();
    expect(input).toHaveProperty('value', '01/03/2025');
    await user.clear(input);
    await user.type(input, '31/02/2025');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Fecha de inicio del servicio: el 31/02/2025 no existe');
    // the form holds the text, not a stale day, so it cannot be saved
    expect(held()).toBe('31/02/2025');
    await user.clear(input);
    await user.type(input, '03/2025');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(
      'Fecha de inicio del servicio: escribe la fecha como dd/mm/aaaa (por ejemplo, 01/03/2025)',
    );
  });

  it('the calendar: Spanish month and weekdays from Monday; arrows, PageUp/PageDown and Enter pick a day; Escape closes', async () => {
    const user = userEvent.setup();
    render(<Form kind="date" initial="2025-03-01" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }));
    const grid = await screen.findByRole('grid', { name: 'Marzo de 2025' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('abbr')),
    ).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    // 1 March 2025 is a Saturday: the first row starts on Monday 24 February
    expect(within(grid).getAllByRole('row')[1]!.querySelector('button')!.getAttribute('aria-label')).toBe(
      'lunes, 24 de febrero de 2025',
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('sábado, 1 de marzo de 2025');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('domingo, 9 de marzo de 2025');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'Abril de 2025' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(held()).toBe('2025-04-08');
    expect(screen.getByRole('textbox', { name: 'Fecha de inicio del servicio' })).toHaveProperty('value', '08/04/2025');
    expect(screen.queryByRole('grid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }));
    await screen.findByRole('grid', { name: 'Abril de 2025' });
    await user.keyboard('{PageUp}{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(held()).toBe('2025-04-08');
  });
});

describe('TimeField', () => {
  it('24 hours: "7:30" is 07:30, "2230" is 22:30; "25:00" is answered naming the field', async () => {
    const user = userEvent.setup();
    render(<Form kind="time" />);
    const input = screen.getByRole('textbox', { name: 'Inicio del turno' });
    expect(input.getAttribute('placeholder')).toBe('HH:MM');
    await user.type(input, '7:30');
    expect(held()).toBe('07:30');
    await user.tab();
    expect(input).toHaveProperty('value', '07:30');
    await user.clear(input);
    await user.type(input, '2230');
    expect(held()).toBe('22:30');
    await user.clear(input);
    await user.type(input, '25:00');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(
      'Inicio del turno: escribe la hora como HH:MM, de 00:00 a 23:59 (24 horas)',
    );
    expect(held()).toBe('25:00');
  });
});

describe('FileField', () => {
  it('"Seleccionar archivo" and "Ningún archivo seleccionado", then the chosen file\'s name; the button is reached with the keyboard', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<FileField label="Fichero (.xlsx)" accept=".xlsx" onChange={(f) => chosen.push(f?.name ?? '')} />);
    expect(screen.getByText('Ningún archivo seleccionado')).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Seleccionar archivo' }));
    await user.upload(screen.getByLabelText('Fichero (.xlsx)'), new File(['x'], 'Plantilla.xlsx'));
    expect(chosen).toEqual(['Plantilla.xlsx']);
    expect(screen.getByText('Plantilla.xlsx')).toBeTruthy();
    expect(screen.queryByText('Ningún archivo seleccionado')).toBeNull();
  });
});
