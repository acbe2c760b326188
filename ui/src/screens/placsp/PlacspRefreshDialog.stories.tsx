import type { Meta, StoryObj } from '@storybook/react-vite';
import { InMemoryPlacspGateway } from '@licita/application/fakes';
import { PreparedApp } from '../../testing/fakeApp';
import { CADIZ, CADIZ_AWARD_CHANGES, CLEANING, RECTIFIED, RECTIFIED_CHANGES } from './sample-notices';
import { PlacspRefreshDialog } from './PlacspRefreshDialog';

const meta: Meta<typeof PlacspRefreshDialog> = {
  title: 'Licitaciones/Actualizar desde la Plataforma',
  component: PlacspRefreshDialog,
  args: { open: true, projectId: 'p-0001', noticeUrl: CLEANING.url, onClose: () => {}, onApplied: () => {} },
  parameters: { app: { loggedIn: true } },
};
export default meta;
type Story = StoryObj<typeof PlacspRefreshDialog>;

export const ChooseFile: Story = {
  name: 'Elegir el archivo',
  parameters: { expectText: 'leer de nuevo la dirección del anuncio' },
};

export const ChooseFileNoAddress: Story = {
  name: 'Elegir el archivo (anuncio sin dirección)',
  args: { noticeUrl: null },
  parameters: { expectText: 'Guarde en la Plataforma de Contratación la versión actual' },
};

export const Changes: Story = {
  name: 'Cambios del anuncio',
  args: { read: { source: { upload_id: 'placsp-demo' }, changes: RECTIFIED_CHANGES } },
  parameters: { expectText: 'Cambios en el anuncio del 02/12/2026' },
};

export const OnlyTenderData: Story = {
  name: 'Cambios solo en los datos',
  args: {
    read: {
      source: { upload_id: 'placsp-demo' },
      changes: { ...RECTIFIED_CHANGES, lots: [], criteria: [], awards: [], simulations: [] },
    },
  },
  parameters: { expectText: 'Datos de la licitación' },
};

export const NewAwards: Story = {
  name: 'Adjudicaciones nuevas (Cádiz)',
  args: {
    noticeUrl: CADIZ.import_source!.notice.url,
    read: {
      source: { upload_id: 'placsp-demo' },
      changes: {
        notice: CADIZ.import_source!.notice,
        fields: [],
        lots: [],
        criteria: [],
        awards: CADIZ_AWARD_CHANGES,
        simulations: [],
      },
    },
  },
  parameters: { expectText: 'HERMANOS OLIVA BAHIA SLL (B72318934)' },
};

export const NoChanges: Story = {
  name: 'Sin cambios',
  args: {
    read: { source: null, changes: { notice: RECTIFIED, fields: [], lots: [], criteria: [], awards: [], simulations: [] } },
  },
  parameters: { expectText: 'El anuncio no cambia ningún dato de la licitación' },
};

const OTHER_EXPEDIENTE =
  'El anuncio es del expediente «EXP-2026-5521», no del expediente «2026/LIM-014» de esta licitación: no se ha cambiado nada.';

export const OtherExpediente: Story = {
  name: 'Anuncio de otro expediente',
  render: (args) => (
    <PreparedApp
      options={{ loggedIn: true }}
      prepare={(a) => (a.backend.placsp = new InMemoryPlacspGateway([], OTHER_EXPEDIENTE))}
    >
      <PlacspRefreshDialog {...args} />
    </PreparedApp>
  ),
  play: async ({ canvasElement }) => {
    const button = [...canvasElement.ownerDocument.querySelectorAll('button')].find(
      (b) => b.textContent === 'leer de nuevo la dirección del anuncio',
    );
    button?.click();
  },
  // The play clicks 'leer de nuevo' (Storybook); the stories test renders the dialog before it, the ui test checks the message.
  parameters: { expectText: 'leer de nuevo la dirección del anuncio' },
};
