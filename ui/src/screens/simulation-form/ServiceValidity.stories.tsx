import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgreementListItem } from '@licita/domain';
import { ServiceValidity } from './ServiceValidity';
import { AgreementOptions } from './AgreementPicker';

const reference = {
  version: 1,
  verified: null,
  territory: 'Valencia',
  text: { bulletin: 'BOP de Valencia nº 173', date: '2022-09-08', url: null },
  missing: [],
};
/** A reference agreement ended in 2025, one of the workspace's ended in 2025, and one in force until 2027. */
const AGREEMENTS: AgreementListItem[] = [
  {
    id: 'valencia',
    uid: 'valencia',
    name: 'Limpieza de edificios y locales de la provincia de Valencia 2021-2025',
    ...{ start_year: 2021, end_year: 2025, expired: true, update_permissions: false },
    ...{ scope: { level: 'province', nuts: ['ES523'] }, regcon_code: '46001595011981', reference, base_version: null },
  },
  {
    id: 'propio',
    uid: 'propio',
    name: 'Limpieza Ávila 2022-2025',
    ...{ start_year: 2022, end_year: 2025, expired: true, update_permissions: true },
    ...{ scope: null, regcon_code: null, reference: null, base_version: null },
  },
  {
    id: 'vigente',
    uid: 'vigente',
    name: 'Limpieza Ávila 2024-2027',
    ...{ start_year: 2024, end_year: 2027, expired: false, update_permissions: true },
    ...{ scope: null, regcon_code: null, reference: null, base_version: null },
  },
];

/** The validity over the service of the agreements a simulation's centers use (Datos Básicos, under the centers). */
const meta: Meta<typeof ServiceValidity> = {
  title: 'Formulario de simulación/Vigencia de los convenios durante el servicio',
  component: ServiceValidity,
  args: { agreements: AGREEMENTS, service: { service_date_init: '2025-07-01', service_duration: 36 } },
  render: (args) => (
    <div className="max-w-3xl bg-white p-4">
      <ServiceValidity {...args} />
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof ServiceValidity>;

export const InForce: Story = {
  name: 'Vigente durante todo el servicio',
  args: { centers: [{ agreement_id: 'vigente' }], service: { service_date_init: '2025-01-01', service_duration: 24 } },
  parameters: { expectText: 'vigente durante todo el servicio' },
};

export const AfterEnd: Story = {
  name: 'Convenio de referencia en ultraactividad',
  args: { centers: [{ agreement_id: 'valencia' }] },
  parameters: { expectText: '30 meses en ultraactividad' },
};

export const Expired: Story = {
  name: 'Convenio propio caducado',
  args: { centers: [{ agreement_id: 'propio' }] },
  parameters: { expectText: '30 meses con el convenio caducado' },
};

/** The centers' agreement select: the workspace's own, then 'Convenios de referencia' with territory and validity. */
export const Picker: Story = {
  name: 'Selector de convenio con convenios de referencia',
  render: () => (
    <div className="max-w-3xl bg-white p-4">
      <label className="text-sm">
        Convenio
        <select className="ml-2 rounded-md ring-1 ring-slate-300" defaultValue="">
          <option value="">Selecciona…</option>
          <AgreementOptions agreements={AGREEMENTS} />
        </select>
      </label>
    </div>
  ),
  parameters: {
    expectText: 'Limpieza de edificios y locales de la provincia de Valencia 2021-2025 — Valencia · En ultraactividad',
  },
};
