import type { Meta, StoryObj } from '@storybook/react-vite';
import { INPUT_MESSAGES } from '@licita/domain';
import { SocialSecurityModeFields } from './SocialSecurityModeFields';

/** "Cálculo de la seguridad social", as Datos Básicos and 'Modificar parámetros' ask it. */
const meta: Meta<typeof SocialSecurityModeFields> = {
  title: 'Formulario de simulación/Cálculo de la seguridad social',
  component: SocialSecurityModeFields,
  args: { onChange: () => undefined },
  render: (args) => (
    <div className="max-w-3xl bg-white p-4">
      <SocialSecurityModeFields {...args} />
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof SocialSecurityModeFields>;

export const Flat: Story = {
  name: 'Porcentaje único (por defecto)',
  args: { values: { social_security_mode: 'flat', at_ep_percent: '' } },
  parameters: { expectText: 'Porcentaje único' },
};

export const Itemised: Story = {
  name: 'Desglosada, con el tipo de AT/EP',
  args: { values: { social_security_mode: 'itemised', at_ep_percent: '1,5' } },
  parameters: { expectText: 'CNAE 8121' },
};

export const MissingAtEp: Story = {
  name: 'Desglosada sin tipo de AT/EP (error)',
  args: { values: { social_security_mode: 'itemised', at_ep_percent: '' }, error: INPUT_MESSAGES.atEpRequired },
  parameters: { expectText: INPUT_MESSAGES.atEpRequired },
};
