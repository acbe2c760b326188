import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoParameters } from '@licita/application/fakes';
import { parametersToForm } from '@licita/domain';
import { ParametersDialog, ParametersDialogView } from './ParametersDialog';
import { RunStoryApp, SOLVED_ID } from '../../testing/runStories';

const meta: Meta = { title: 'Simulación/Modificar parámetros' };
export default meta;
type Story = StoryObj;

const noop = () => undefined;
const form = () => parametersToForm(demoParameters());

export const Open: Story = {
  name: 'Abierto (valores de la solución)',
  render: () => (
    <RunStoryApp>
      <ParametersDialog open simulationId={SOLVED_ID} onClose={noop} onDone={noop} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Todos los centros' },
};

export const Invalid: Story = {
  name: 'Con errores',
  render: () => (
    <RunStoryApp>
      <ParametersDialogView
        open
        form={{ ...form(), benefit: '' }}
        errors={{ benefit: 'Valor requerido', 'material_costs[1].number_of_units': 'Valor requerido', 'material_costs[0].amount': 'Valor incorrecto' }}
        onChange={noop}
        onReset={noop}
        onSave={noop}
        onClose={noop}
      />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Valor requerido' },
};

export const Updating: Story = {
  name: 'Actualizando simulación',
  render: () => (
    <RunStoryApp>
      <ParametersDialogView open form={form()} progress={{ phase: 'pending', attempt: 3 }} onChange={noop} onReset={noop} onSave={noop} onClose={noop} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Actualizando simulación' },
};

export const Failed: Story = {
  name: 'Error del servidor',
  render: () => (
    <RunStoryApp>
      <ParametersDialogView open form={form()} failure="La simulación ya no permite modificar parámetros: duplícala y vuelve a lanzarla" onChange={noop} onReset={noop} onSave={noop} onClose={noop} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'duplícala' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => (
    <RunStoryApp>
      <ParametersDialogView open form={null} onChange={noop} onReset={noop} onSave={noop} onClose={noop} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Cargando parámetros…' },
};
