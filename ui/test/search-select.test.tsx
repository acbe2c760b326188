import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchSelect } from '../src/components/SearchSelect';

const OPTIONS = ['Ávila', 'Getafe', 'Madrid', 'Málaga', 'Móstoles'].map((name) => ({ id: `loc-${name}`, name }));

function Picker({ initial = '' }: { initial?: string }) {
  const [id, setId] = useState(initial);
  return (
    <>
      <SearchSelect label="Localidad 1" options={OPTIONS} value={id} onChange={setId} />
      <p>Elegida: {id || 'ninguna'}</p>
    </>
  );
}

const names = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('SearchSelect (a locality among many)', () => {
  it('renders no option while closed; typed text filters them regardless of accents and case', async () => {
    const user = userEvent.setup();
    render(<Picker initial="loc-Getafe" />);
    const box = screen.getByRole('combobox', { name: 'Localidad 1' }) as HTMLInputElement;
    expect(box.value).toBe('Getafe');
    expect(names()).toEqual([]);
    await user.clear(box);
    await user.type(box, 'MALAGA');
    await waitFor(() => expect(names()).toEqual(['Málaga']));
    await user.clear(box);
    await user.type(box, 'avi');
    await waitFor(() => expect(names()).toEqual(['Ávila']));
    await user.clear(box);
    await user.type(box, 'm');
    await waitFor(() => expect(names()).toEqual(['Madrid', 'Málaga', 'Móstoles']));
  });

  it('is chosen with the keyboard, and Escape gives back the chosen name', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Localidad 1' }) as HTMLInputElement;
    expect(box.placeholder).toBe('Selecciona…');
    await user.type(box, 'mostoles');
    await waitFor(() => expect(names()).toEqual(['Móstoles']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Elegida: loc-Móstoles')).toBeTruthy();
    expect(box.value).toBe('Móstoles');
    expect(names()).toEqual([]);
    await user.type(box, 'xyz');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box.value).toBe('Móstoles'));
    expect(screen.getByText('Elegida: loc-Móstoles')).toBeTruthy();
  });
});
