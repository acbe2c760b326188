import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PlacspNotice } from '@licita/application';
import { PlacspImportDialog } from './PlacspImportDialog';

const CLEANING: PlacspNotice = {
  entry_id: 'https://contrataciondelsectorpublico.gob.es/sindicacion/licitacionesPerfilContratante/99000014',
  url: 'https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=SINTETICO-LIM-014',
  updated: '2026-11-20',
  file_number: '2026/LIM-014',
  name: 'Servicio de limpieza de edificios municipales y colegios públicos de Villanueva del Prado',
  status: { code: 'PUB', label: 'En plazo' },
  contract_type: { code: '2', label: 'Servicios' },
  procedure: { code: '1', label: 'Abierto' },
  authority: { name: 'Junta de Gobierno Local del Ayuntamiento de Villanueva del Prado', dir3: 'L01999901', nif: 'P9999901A' },
  cpv_codes: ['90910000', '90911200', '90919200'],
  place: { nuts_code: 'ES618', region: 'Sevilla (Andalucía)', municipality: 'Villanueva del Prado', address: null },
  budget_without_vat: 400000,
  budget_with_vat: 484000,
  estimated_value: 880000,
  duration_months: 24,
  extension: { description: 'Prórrogas anuales hasta un máximo de 24 meses', months: 24 },
  submission_deadline: { date: '2026-12-18', time: '14:00:00' },
  lots: [
    { id: '1', name: 'Lote 1: limpieza de edificios municipales', budget_without_vat: 240000, budget_with_vat: 290400, cpv_codes: ['90911200'], criteria: [] },
    { id: '2', name: 'Lote 2: limpieza de colegios públicos', budget_without_vat: 160000, budget_with_vat: 193600, cpv_codes: ['90919200'], criteria: [] },
  ],
  criteria: [
    { name: 'Precio', weight: 60, kind: 'formula', is_price: true, formula: 'P = 60 × (Oferta más baja / Oferta a valorar)' },
    { name: 'Bolsa de horas adicionales sin coste', weight: 15, kind: 'formula', is_price: false, formula: null },
    { name: 'Memoria técnica del servicio', weight: 25, kind: 'judgement', is_price: false, formula: null },
  ],
  notes: [],
};
const OTHER: PlacspNotice = { ...CLEANING, file_number: 'SERV/77/2026', name: 'Limpieza del centro de salud de Rioseco', lots: [], budget_without_vat: 96500.5, notes: ['Valor estimado del contrato: no consta en el anuncio.'], estimated_value: null };

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
  args: { read: { source: { upload_id: 'placsp-demo' }, notices: [CLEANING, OTHER, { ...OTHER, file_number: 'EXP-2026-5521', name: 'Limpieza de dependencias judiciales' }] } },
  parameters: { expectText: 'El archivo contiene 3 anuncios' },
};

export const WithNotes: Story = {
  name: 'Anuncio con datos que faltan',
  args: { read: { source: { upload_id: 'placsp-demo' }, notices: [OTHER] } },
  parameters: { expectText: 'Datos que el anuncio no indica' },
};
