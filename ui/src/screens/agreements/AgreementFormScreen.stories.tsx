import type { Meta, StoryObj } from '@storybook/react-vite';
import { applyEtDefaults, emptyAgreementForm } from '@licita/domain';
import { AgreementFormScreen, AgreementFormView } from './AgreementFormScreen';
import { AgreementStoryApp } from '../../testing/agreementStories';

const meta: Meta<typeof AgreementFormScreen> = { title: 'Pantallas/Convenios/Formulario', component: AgreementFormScreen };
export default meta;
type Story = StoryObj<typeof AgreementFormScreen>;
/** Stories of the form alone: its values, errors and states are args. */
type ViewStory = StoryObj<typeof AgreementFormView>;
const view: ViewStory['render'] = (args) => (
  <AgreementStoryApp options={{ path: '/agreement-form' }}>
    <AgreementFormView {...args} />
  </AgreementStoryApp>
);

export const New: Story = {
  name: 'Nuevo convenio',
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreement-form' }}>
      <AgreementFormScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Valores ET' },
};

export const Edit: Story = {
  name: 'Editar (con categorías e incrementos)',
  args: { id: 'agr-avila' },
  render: (args) => (
    <AgreementStoryApp options={{ path: '/agreement-form/agr-avila' }}>
      <AgreementFormScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Aplicar a todos los años' },
};

export const Errors: ViewStory = {
  name: 'Con errores de validación',
  args: {
    initial: { ...applyEtDefaults(emptyAgreementForm()), yearFrom: '2027', yearTo: '2024', maxHoursDay: '25' },
    errors: {
      name: 'Nombre requerido',
      yearFrom: 'El año de inicio debe ser menor al de fin',
      maxHoursDay: 'Valor incorrecto',
      monthFrom: 'El mes de inicio debe ser menor al de fin',
    },
    readOnly: false,
    saving: false,
    onSubmit: () => undefined,
  },
  render: view,
  parameters: { expectText: 'El año de inicio debe ser menor al de fin' },
};

export const FixedSeniority: ViewStory = {
  name: 'Antigüedad desactivada por un plus fijo',
  args: {
    initial: {
      ...applyEtDefaults(emptyAgreementForm()),
      name: 'Con plus fijo',
      categories: [
        {
          professional_category: 'Limpiador/a',
          salary_year: 17000,
          base_salary_year: 14000,
          seniority_bonus: { amount: 300, period_bonus: 3 },
        },
      ],
    },
    readOnly: false,
    saving: false,
    onSubmit: () => undefined,
  },
  render: view,
  parameters: { expectText: 'Hay al menos 1 categoría con plus/cantidad fija' },
};

export const BaseReadOnly: Story = {
  name: 'Convenio base (solo lectura)',
  args: { id: '84207da8-c5b9-4070-93bc-aca5ad99e78a' },
  render: (args) => (
    <AgreementStoryApp options={{ path: `/agreement-form/${args.id}` }}>
      <AgreementFormScreen {...args} />
    </AgreementStoryApp>
  ),
  parameters: { expectText: 'Convenio base de solo lectura' },
};

export const HolidayWork: ViewStory = {
  name: 'Festivos trabajados: recargo del 75 %',
  args: {
    initial: { ...applyEtDefaults(emptyAgreementForm()), name: 'Hospital 24 h', holidayWorkCompensation: 'surcharge' },
    readOnly: false,
    saving: false,
    onSubmit: () => undefined,
  },
  render: view,
  parameters: { expectText: 'Cada hora trabajada en festivo se paga aparte al 175 % del salario por hora ordinario.' },
};

export const ScopeAndSource: ViewStory = {
  name: 'Ámbito, REGCON, fuente y después de la vigencia',
  args: {
    initial: {
      ...applyEtDefaults(emptyAgreementForm()),
      name: 'Limpieza de edificios y locales de Sevilla 2024-2027',
      yearFrom: '2024',
      yearTo: '2027',
      scopeLevel: 'province',
      scopeNuts: ['ES618'],
      regconCode: '41001705011982',
      sourceBulletin: 'BOP de Sevilla nº 162',
      sourceDate: '2025-08-25',
      sourceUrl: 'https://www.dipusevilla.es/bop/',
      afterValidityMode: 'percent',
      afterValidityPercent: '2,5',
    },
    readOnly: false,
    saving: false,
    onSubmit: () => undefined,
  },
  render: view,
  parameters: { expectText: 'Subir un porcentaje cada año' },
};

export const ScopeErrors: ViewStory = {
  name: 'Ámbito y fuente con errores',
  args: {
    initial: {
      ...applyEtDefaults(emptyAgreementForm()),
      name: 'Limpieza',
      scopeLevel: 'region',
      regconCode: '4100',
      sourceUrl: 'http://bop.example',
    },
    errors: {
      scopeNuts: 'Ámbito territorial: indica las comunidades o provincias que cubre',
      regconCode: 'El campo «Código REGCON» debe tener 14 dígitos',
      sourceUrl: 'El campo «Enlace» debe empezar por https://',
    },
    readOnly: false,
    saving: false,
    onSubmit: () => undefined,
  },
  render: view,
  parameters: { expectText: 'debe tener 14 dígitos' },
};
