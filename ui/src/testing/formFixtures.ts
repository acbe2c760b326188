/** Rows of the demo simulation form, shared by the seeded fakes and the stories that show one of them. */
import { blankSurrogate, type CenterRead, type HourlyTaskRead } from '@licita/domain';

export const DEMO_CENTERS: CenterRead[] = [
  {
    id: 'c-1',
    name: 'Colegio Santa Teresa',
    municipality_id: 'loc-avila',
    municipality_name: 'Ávila',
    agreement_id: 'agr-avila',
    agreement_name: 'Limpieza Ávila 2024-2027',
    center_group: 1,
    vacation_coverage: 100,
  },
  {
    id: 'c-2',
    name: 'Polideportivo Norte',
    municipality_id: 'loc-avila',
    municipality_name: 'Ávila',
    agreement_id: 'agr-avila',
    agreement_name: 'Limpieza Ávila 2024-2027',
    center_group: 1,
    vacation_coverage: 50,
  },
];

export const DEMO_POSITIONS = [
  { id: 'pos-limp', name: 'Limpieza' },
  { id: 'pos-crist', name: 'Cristalero' },
];

/** A row's center and position, with their names, as the server reads them back. */
export function placedAt(centerId: string, positionId: string) {
  const center = DEMO_CENTERS.find((c) => c.id === centerId)!;
  const position = DEMO_POSITIONS.find((p) => p.id === positionId)!;
  return {
    center_id: center.id,
    center: { id: center.id, name: center.name },
    position_id: position.id,
    position: { id: position.id, name: position.name },
  };
}

/** An hourly task at Polideportivo Norte for the Cristalero: once a day, no slot, no periods, unless `over` says so. */
export function hourlyTask(
  over: Partial<HourlyTaskRead> & Pick<HourlyTaskRead, 'id' | 'name' | 'weekdays' | 'work_time' | 'frequency'>,
): HourlyTaskRead {
  return {
    ...placedAt('c-2', 'pos-crist'),
    work_in_holidays: false,
    weekday_work_in_holidays: false,
    number_of_workers: null,
    periods_without_work: [],
    periods_with_work: [],
    recommended_time_slot: null,
    fill_complete_time_slot: false,
    exists_recommended_time_slot: false,
    exists_period_with_or_wo_work: false,
    ...over,
  };
}

/** A fixed-hours Limpiador/a of the Ávila agreement (a surrogate row of the seeded fakes). */
export function cleanerSurrogate<C extends { id: string }>(row: {
  id: string;
  name: string;
  hours: number;
  beginning: string;
  retirement: boolean;
  center_id: string | null;
  contract: C;
}) {
  const stored = blankSurrogate(
    { category_id: 'cat-limp', working_day: row.hours },
    { name: row.name, center_id: row.center_id, contract_type_id: row.contract.id, beginning_year: row.beginning },
  );
  return {
    ...stored,
    id: row.id,
    category: { id: 'cat-limp', name: 'Limpiador/a' },
    agreement: { id: 'agr-avila', name: 'Limpieza Ávila 2024-2027' },
    working_day_fixed: row.hours,
    contract_type: row.contract,
    possible_retirement: row.retirement,
  };
}
