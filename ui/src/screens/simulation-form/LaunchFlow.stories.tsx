import type { Meta, StoryObj } from '@storybook/react-vite';
import { LaunchDialogView, type LaunchDialogState } from './LaunchFlow';

const meta: Meta = { title: 'Formulario de simulación/Lanzar simulación' };
export default meta;
type Story = StoryObj;

const noop = () => undefined;
const dialog = (state: LaunchDialogState) => <LaunchDialogView open state={state} onConfirm={noop} onIgnore={noop} onClose={noop} />;

export const Confirm: Story = { name: 'Confirmación', render: () => dialog({ phase: 'confirm' }), parameters: { expectText: '¿Quieres continuar?' } };
export const Validating: Story = { name: 'Validando', render: () => dialog({ phase: 'validating' }), parameters: { expectText: 'Validando simulación' } };
export const Findings: Story = {
  name: 'Validando: errores y avisos',
  render: () =>
    dialog({
      phase: 'findings',
      findings: [
        { message: 'Hay subrogados sin centro: José García', error_code: 1, section: 'subrogate' },
        { message: 'El puesto Cristalero no tiene ninguna categoría que pueda realizarlo', error_code: null, section: 'category_positions' },
        { message: 'Luis Gómez tiene más horas de las que permite el convenio', error_code: null, section: 'subrogate' },
      ],
    }),
  parameters: { expectText: 'Ignorar y lanzar' },
};
export const Clean: Story = { name: 'Datos correctos (lanzamiento automático)', render: () => dialog({ phase: 'clean' }), parameters: { expectText: 'se lanzará en unos instantes' } };
export const Launching: Story = { name: 'Lanzando', render: () => dialog({ phase: 'launching' }), parameters: { expectText: 'Lanzando simulación…' } };
