import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAKE_BASE_AGREEMENT_ID } from '@licita/application/fakes';
import { AgreementDetailScreen } from './AgreementDetailScreen';
import { AgreementStoryApp, addReferenceCopy } from '../../testing/agreementStories';

/** The page of a reference agreement and of a workspace's copy of one, with the reference block above the figures. */
const meta: Meta<typeof AgreementDetailScreen> = {
  title: 'Pantallas/Convenios/Detalle de un convenio de referencia',
  component: AgreementDetailScreen,
  args: { id: FAKE_BASE_AGREEMENT_ID },
};
export default meta;
type Story = StoryObj<typeof AgreementDetailScreen>;

export const Pending: Story = {
  name: 'Convenio de referencia pendiente de comprobar',
  render: (args) => (
    <AgreementStoryApp options={{ path: `/agreement/${FAKE_BASE_AGREEMENT_ID}` }}>
      <AgreementDetailScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Lo que no dan las fuentes' },
};

export const Verified: Story = {
  name: 'Convenio de referencia comprobado',
  render: (args) => (
    <AgreementStoryApp
      options={{ path: `/agreement/${FAKE_BASE_AGREEMENT_ID}` }}
      data={(f) => {
        const [base] = f.agreements;
        f.agreements[0] = { ...base, reference: { ...base.reference!, verified: { by: 'Ana Gil', date: '2026-11-20' } } };
      }}
    >
      <AgreementDetailScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Comprobado con el boletín por Ana Gil el 20/11/2026' },
};

export const Copy: Story = {
  name: 'Copia de un convenio de referencia',
  args: { id: 'agr-copia' },
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreement/agr-copia' }} data={addReferenceCopy}>
      <AgreementDetailScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: ', versión 1' },
};
