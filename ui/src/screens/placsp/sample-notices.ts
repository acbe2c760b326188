/**
 * The notices the PLACSP stories and ui tests show: the synthetic two-lot cleaning tender of the test fixtures, and
 * the real Cádiz entry as the server answers it (recorded).
 */
import type { PlacspNotice, PlacspRefreshPreview } from '@licita/application';
import { isLeft } from 'fp-ts/lib/Either.js';
import { NOTICE_LABELS, PlacspAwardChanges, Project, formatErrors, type SimulationCard } from '@licita/domain';
import cadizAwardRecording from './cadiz-award-changes.json';
import cadizRecording from './cadiz-tender.json';

export const CLEANING: PlacspNotice = {
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
    {
      id: '1',
      name: 'Lote 1: limpieza de edificios municipales',
      budget_without_vat: 240000,
      budget_with_vat: 290400,
      cpv_codes: ['90911200'],
      criteria: [],
    },
    {
      id: '2',
      name: 'Lote 2: limpieza de colegios públicos',
      budget_without_vat: 160000,
      budget_with_vat: 193600,
      cpv_codes: ['90919200'],
      criteria: [],
    },
  ],
  criteria: [
    { name: 'Precio', weight: 60, kind: 'formula', is_price: true, formula: 'P = 60 × (Oferta más baja / Oferta a valorar)' },
    { name: 'Bolsa de horas adicionales sin coste', weight: 15, kind: 'formula', is_price: false, formula: null },
    { name: 'Memoria técnica del servicio', weight: 25, kind: 'judgement', is_price: false, formula: null },
  ],
  notes: [],
};

/** The rectified notice of 2 December: higher budgets, a later deadline, price 55 and memoria 30 points. */
export const RECTIFIED: PlacspNotice = {
  ...CLEANING,
  updated: '2026-12-02',
  budget_without_vat: 420000,
  budget_with_vat: 508200,
  estimated_value: 924000,
  submission_deadline: { date: '2027-01-15', time: '14:00:00' },
  lots: [{ ...CLEANING.lots[0], budget_without_vat: 260000, budget_with_vat: 314600 }, CLEANING.lots[1]],
  criteria: [
    { ...CLEANING.criteria[0], weight: 55, formula: 'P = 55 × (Oferta más baja / Oferta a valorar)' },
    CLEANING.criteria[1],
    { ...CLEANING.criteria[2], weight: 30 },
  ],
};

/** What the rectified notice changes in the tender imported from CLEANING (as the server lists it). */
export const RECTIFIED_CHANGES: PlacspRefreshPreview = {
  notice: RECTIFIED,
  fields: [
    { field: 'estimated_value', label: 'Valor estimado', current: '880.000,00 €', incoming: '924.000,00 €' },
    { field: 'budget_without_vat', label: NOTICE_LABELS.budgetWithoutVat, current: '400.000,00 €', incoming: '420.000,00 €' },
    { field: 'budget_with_vat', label: NOTICE_LABELS.budgetWithVat, current: '484.000,00 €', incoming: '508.200,00 €' },
    {
      field: 'submission_deadline',
      label: NOTICE_LABELS.submissionDeadline,
      current: '18/12/2026 14:00',
      incoming: '15/01/2027 14:00',
    },
  ],
  lots: [
    {
      id: '1',
      name: 'Lote 1: limpieza de edificios municipales',
      change: 'changed',
      values: [
        {
          field: 'budget_without_vat',
          label: NOTICE_LABELS.lotBudgetWithoutVat,
          current: '240.000,00 €',
          incoming: '260.000,00 €',
        },
        { field: 'budget_with_vat', label: NOTICE_LABELS.lotBudgetWithVat, current: '290.400,00 €', incoming: '314.600,00 €' },
      ],
    },
    { id: '3', name: 'Lote 3: limpieza de instalaciones deportivas', change: 'added', values: [] },
  ],
  criteria: [
    { name: 'Precio', change: 'changed', current: CLEANING.criteria[0], incoming: RECTIFIED.criteria[0] },
    { name: 'Memoria técnica del servicio', change: 'changed', current: CLEANING.criteria[2], incoming: RECTIFIED.criteria[2] },
    { name: 'Bolsa de horas adicionales sin coste', change: 'removed', current: CLEANING.criteria[1], incoming: null },
  ],
  awards: [],
  simulations: [
    {
      id: 's-lot-1',
      name: 'Lote 1: limpieza de edificios municipales',
      lot: '1',
      status: 'Stopped',
      updatable: true,
      values: [
        { field: 'tender_budget', label: NOTICE_LABELS.budgetWithoutVat, current: '240.000,00 €', incoming: '260.000,00 €' },
        { field: 'price_score.max_points', label: NOTICE_LABELS.priceMaxPoints, current: '60', incoming: '55' },
      ],
    },
    {
      id: 's-lot-2',
      name: 'Lote 2: limpieza de colegios públicos',
      lot: '2',
      status: 'Solved',
      updatable: false,
      values: [{ field: 'price_score.max_points', label: NOTICE_LABELS.priceMaxPoints, current: '60', incoming: '55' }],
    },
  ],
};

// the real Cádiz entry as GET /api/project/{id} gives it after the import (server/test/fixtures/placsp/README.md)
const cadizDecoded = Project.decode(cadizRecording);
if (isLeft(cadizDecoded)) throw new Error(`cadiz-tender.json: ${formatErrors(cadizDecoded.left).join('; ')}`);
export const CADIZ = cadizDecoded.right;

// The real Cádiz entry's three awards and two extensions as the update lists them for a tender imported before the
// award (recorded by server/test/placsp/real-import.test.ts, which checks the server still answers them).
const cadizAwards = PlacspAwardChanges.decode(cadizAwardRecording);
if (isLeft(cadizAwards)) throw new Error(`cadiz-award-changes.json: ${formatErrors(cadizAwards.left).join('; ')}`);
export const CADIZ_AWARD_CHANGES = cadizAwards.right;

/** A simulation the import created from the Cádiz lot `lot`, as the tender's list gives it, with its price points. */
export const cadizLotSimulation = (
  lot: string,
  price_points: number | null,
  status: SimulationCard['status'] = 'Stopped',
): SimulationCard => ({
  id: `s-lot-${lot}`,
  uid: `s-lot-${lot}`,
  name: `Lote ${lot}`,
  project_id: CADIZ.uid,
  status,
  started: null,
  finished: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  placsp_lot: lot,
  price_points,
});
