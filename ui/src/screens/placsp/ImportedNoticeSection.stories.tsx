import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Project } from '@licita/domain';
import { CADIZ, CLEANING, RECTIFIED, cadizLotSimulation } from './sample-notices';
import { ImportedNoticeSection } from './ImportedNoticeSection';

const tender = (notice: typeof CLEANING, refreshed = false): Project => ({
  id: 'p-0001',
  uid: 'p-0001',
  name: notice.name!,
  simulation_number: notice.lots.length,
  workspace_id: 'w',
  created_at: '2026-11-21T09:00:00.000Z',
  file_number: notice.file_number,
  award_criteria: notice.criteria,
  import_source: {
    notice,
    imported_at: '2026-11-21T09:00:00.000Z',
    filled_fields: ['name', 'file_number'],
    ...(refreshed ? { refreshed_at: '2026-12-03T08:00:00.000Z' } : {}),
  },
});

const LOT_CRITERIA = {
  ...CLEANING,
  criteria: [],
  lots: [
    {
      ...CLEANING.lots[0],
      criteria: [
        { name: 'Oferta económica', weight: 70, kind: 'formula' as const, is_price: true, formula: null },
        {
          name: 'Plan de trabajo de los edificios municipales',
          weight: 30,
          kind: 'judgement' as const,
          is_price: false,
          formula: null,
        },
      ],
    },
    {
      ...CLEANING.lots[1],
      criteria: [
        { name: 'Oferta económica', weight: 50, kind: 'formula' as const, is_price: true, formula: null },
        {
          name: 'Proyecto pedagógico de limpieza en centros escolares',
          weight: 50,
          kind: 'judgement' as const,
          is_price: false,
          formula: null,
        },
      ],
    },
  ],
};

const meta: Meta<typeof ImportedNoticeSection> = {
  title: 'Licitaciones/Anuncio de la licitación',
  component: ImportedNoticeSection,
  args: { project: tender(CLEANING), canEdit: true },
  parameters: { app: { loggedIn: true } },
};
export default meta;
type Story = StoryObj<typeof ImportedNoticeSection>;

export const TwoLots: Story = {
  name: 'Dos lotes, criterios de la licitación',
  parameters: { expectText: 'Actualizar desde la Plataforma' },
};

export const LotCriteria: Story = {
  name: 'Criterios propios de cada lote',
  args: { project: tender(LOT_CRITERIA) },
  parameters: { expectText: 'Criterios de adjudicación del lote' },
};

export const Updated: Story = {
  name: 'Actualizada con un anuncio posterior',
  args: { project: tender(RECTIFIED, true) },
  parameters: { expectText: 'anuncio de la Plataforma (02/12/2026)' },
};

export const Reader: Story = {
  name: 'Sin permiso de edición',
  args: { canEdit: false },
  parameters: { app: { loggedIn: true, role: 'lector' }, expectText: 'Anuncio de la licitación' },
};

/** A link stored before the server kept only the Plataforma's https ones: shown as text, never as a link. */
export const LinkNotHttps: Story = {
  name: 'Origen guardado sin https (como texto)',
  args: { project: tender({ ...CLEANING, url: 'javascript:alert(1)' }) },
  parameters: { expectText: 'Origen: anuncio de la Plataforma' },
};

/** The real Cádiz entry: three awards at unit prices, two extensions, two price-type criteria per lot. */
export const Awards: Story = {
  name: 'Adjudicada: adjudicaciones y prórrogas (anuncio real)',
  args: { project: CADIZ },
  parameters: { expectText: 'HERMANOS OLIVA BAHIA SLL' },
};

export const SeveralPriceCriteria: Story = {
  name: 'Varios criterios de precio en un lote (anuncio real)',
  args: { project: CADIZ },
  parameters: { expectText: 'Precio mano de obra (10) + precio materiales (10) = 20 puntos del precio' },
};

/** Lot 1's simulation on the sum, lot 2's computed on one criterion of 10: which is in use, and the choice beside each. */
export const PriceCriterionChoice: Story = {
  name: 'Elegir el criterio de precio de las simulaciones (anuncio real)',
  args: {
    project: CADIZ,
    canEdit: true,
    simulations: [cadizLotSimulation('1', 20), cadizLotSimulation('2', 10, 'Solved'), cadizLotSimulation('3', 20)],
  },
  parameters: { expectText: 'En uso en «Lote 2»: un solo criterio de precio, 10 puntos' },
};

const c = (name: string, weight: number, is_price = false) => ({
  name,
  weight,
  kind: is_price ? ('formula' as const) : ('judgement' as const),
  is_price,
  formula: null,
});

/** The tender's price and judgement criteria (80) and each lot's own judgement criterion (20): one scale of 100. */
export const CriteriaAtBothLevels: Story = {
  name: 'Criterios de la licitación y del lote que suman 100 juntos',
  args: {
    project: tender({
      ...CLEANING,
      criteria: [c('PRECIO', 40, true), c('Memoria técnica', 25), c('Plan de trabajo', 15)],
      lots: CLEANING.lots.map((l) => ({ ...l, criteria: [c('Mejoras del lote', 20)] })),
    }),
  },
  parameters: { expectText: 'juntos, 100 puntos' },
};

export const WeightsNotAddingUp: Story = {
  name: 'Los pesos no suman 100',
  args: {
    project: tender({
      ...CLEANING,
      lots: CLEANING.lots.map((l) => ({ ...l, criteria: [c('Precio del lote', 20, true), c('Mejoras', 10)] })),
    }),
  },
  parameters: { expectText: 'Los pesos no suman 100' },
};
