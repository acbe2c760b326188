import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PlacspNotice } from '@licita/application';
import { CLEANING } from './sample-notices';
import { PlacspImportDialog } from './PlacspImportDialog';

const OTHER: PlacspNotice = {
  ...CLEANING,
  file_number: 'SERV/77/2026',
  name: 'Limpieza del centro de salud de Rioseco',
  lots: [],
  budget_without_vat: 96500.5,
  notes: ['Valor estimado del contrato: no consta en el anuncio.'],
  estimated_value: null,
};

const meta: Meta<typeof PlacspImportDialog> = {
  title: 'Licitaciones/Importar desde la Plataforma',
  component: PlacspImportDialog,
  args: { open: true, onClose: () => {}, onCreated: () => {} },
  parameters: { app: { loggedIn: true } },
};
export default meta;
type Story = StoryObj<typeof PlacspImportDialog>;

export const ChooseFile: Story = { name: 'Elegir el archivo', parameters: { expectText: 'guarde la página del anuncio' } };

export const TwoLots: Story = {
  name: 'Anuncio con dos lotes',
  args: { read: { source: { upload_id: 'placsp-demo' }, notices: [CLEANING] } },
  parameters: { expectText: 'Lotes a simular (una simulación por lote)' },
};

export const ManyNotices: Story = {
  name: 'Feed con varios anuncios',
  args: {
    read: {
      source: { upload_id: 'placsp-demo' },
      notices: [CLEANING, OTHER, { ...OTHER, file_number: 'EXP-2026-5521', name: 'Limpieza de dependencias judiciales' }],
    },
  },
  parameters: { expectText: 'El archivo contiene 3 anuncios' },
};

export const WithNotes: Story = {
  name: 'Anuncio con datos que faltan',
  args: { read: { source: { upload_id: 'placsp-demo' }, notices: [OTHER] } },
  parameters: { expectText: 'Datos que el anuncio no indica' },
};

/** A notice longer than the screen: the body scrolls, 'Crear licitación' and 'Cancelar' stay in the footer. */
export const LongNotice: Story = {
  name: 'Anuncio largo (acciones siempre visibles)',
  args: {
    read: {
      source: { upload_id: 'placsp-demo' },
      notices: [
        {
          ...CLEANING,
          lots: Array.from({ length: 8 }, (_, i) => ({ ...CLEANING.lots[0]!, id: String(i + 1), name: `Lote ${i + 1}` })),
        },
      ],
    },
  },
  parameters: { expectText: 'Crear licitación' },
};

/** More lots than an import takes without choosing: none ticked, and the dialog asks to mark them. */
export const ManyLots: Story = {
  name: 'Anuncio de 12 lotes (elegir los lotes)',
  args: {
    read: {
      source: { upload_id: 'placsp-demo' },
      notices: [
        {
          ...CLEANING,
          lots: Array.from({ length: 12 }, (_, i) => ({ ...CLEANING.lots[0]!, id: String(i + 1), name: `Lote ${i + 1}` })),
        },
      ],
    },
  },
  parameters: { expectText: 'El anuncio tiene 12 lotes: marque los que quiere simular' },
};
