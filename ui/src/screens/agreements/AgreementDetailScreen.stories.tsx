import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAKE_BASE_AGREEMENT_ID } from '@licita/application/fakes';
import { AgreementDetailScreen } from './AgreementDetailScreen';
import { AgreementStoryApp } from '../../testing/agreementStories';

const meta: Meta<typeof AgreementDetailScreen> = {
  title: 'Pantallas/Convenios/Detalle',
  component: AgreementDetailScreen,
  args: { id: FAKE_BASE_AGREEMENT_ID },
  argTypes: { id: { control: 'select', options: [FAKE_BASE_AGREEMENT_ID, 'agr-avila', 'no-existe'] } },
};
export default meta;
type Story = StoryObj<typeof AgreementDetailScreen>;

export const Base: Story = {
  name: 'Convenio base (caducado, solo lectura)',
  render: (args) => (
    <AgreementStoryApp options={{ path: `/agreement/${FAKE_BASE_AGREEMENT_ID}` }}>
      <AgreementDetailScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Tablas salariales' },
};

export const Own: Story = {
  name: 'Convenio del espacio (editable)',
  args: { id: 'agr-avila' },
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreement/agr-avila' }}>
      <AgreementDetailScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Limpieza Ávila 2024-2027' },
};

export const NoCategories: Story = {
  name: 'Sin categorías',
  args: { id: 'agr-avila' },
  render: (args) => (
    <AgreementStoryApp
      options={{ path: '/agreement/agr-avila' }}
      data={(f) => (f.agreements.find((a) => a.id === 'agr-avila')!.categories = [])}
    >
      <AgreementDetailScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'No existen categorías' },
};

export const LoadError: Story = {
  name: 'Error al cargar',
  args: { id: 'no-existe' },
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreement/no-existe' }}>
      <AgreementDetailScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'ha ocurrido un error al obtener los datos del Convenio' },
};

/** Scope, REGCON code and source stated; the bulletin's long address wraps inside its cell (on a phone too). */
export const WithScopeAndSource: Story = {
  name: 'Con ámbito y fuente',
  args: { id: 'agr-avila' },
  render: (args) => (
    <AgreementStoryApp
      options={{ path: '/agreement/agr-avila' }}
      data={(f) =>
        Object.assign(
          f.agreements.find((a) => a.id === 'agr-avila')!,
          {
            scope: { level: 'province', nuts: ['ES411'] },
            regcon_code: '05000245011982',
            source: {
              bulletin: 'BOP de Ávila',
              date: '2024-05-13',
              url: 'https://www.diputacionavila.es/boletin-oficial-provincia/boletines/2024/mayo/13/BOP-20240513-convenio-limpieza.pdf',
            },
          },
        )
      }
    >
      <AgreementDetailScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'BOP-20240513-convenio-limpieza.pdf' },
};
