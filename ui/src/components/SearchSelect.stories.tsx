import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';

const LOCALITIES = ['A Coruña', 'Ávila', 'Getafe', 'Madrid', 'Málaga', 'Móstoles', 'Sevilla', 'Zaragoza'].map((name) => ({
  id: `loc-${name}`,
  name,
}));

/** A picker holding its own choice, with the name the form would keep under it. */
function Chosen(props: Omit<SearchSelectProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [id, setId] = useState(initial);
  return (
    <div className="w-64">
      <SearchSelect {...rest} value={id} onChange={setId} />
      <p className="mt-1 text-xs text-slate-600">Elegida: {rest.options.find((o) => o.id === id)?.name ?? 'ninguna'}</p>
    </div>
  );
}

const meta: Meta<typeof SearchSelect> = {
  title: 'Componentes/Selector con búsqueda',
  component: SearchSelect,
  args: { label: 'Localidad 1', options: LOCALITIES },
  render: (args) => <Chosen {...args} />,
};
export default meta;
type Story = StoryObj<typeof SearchSelect>;

/** Nothing chosen yet: 'Selecciona…' until a name is typed or the list is opened. */
export const SinElegir: Story = { name: 'Sin elegir', parameters: { expectText: 'Elegida: ninguna' } };

/** A locality chosen: its name in the box, the list closed (its options are not in the page until it opens). */
export const Elegida: Story = {
  name: 'Con una localidad',
  render: (args) => <Chosen {...args} initial="loc-Getafe" />,
  parameters: { expectText: 'Elegida: Getafe' },
};

/** "malaga" typed without its accent finds Málaga; the play function chooses it with the keyboard. */
export const BusquedaSinAcentos: Story = {
  name: 'Búsqueda sin acentos',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Localidad 1' }), 'malaga');
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Málaga']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByText('Elegida: Málaga')).toBeTruthy();
  },
  parameters: { expectText: 'Elegida' },
};

/** Read only: the chosen name, no list to open. */
export const SoloLectura: Story = {
  name: 'Solo lectura',
  render: (args) => <Chosen {...args} initial="loc-Madrid" disabled />,
  parameters: { expectText: 'Elegida: Madrid' },
};
