import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviousStudyEditorScreen } from './PreviousStudyEditorScreen';
import { EDITOR_STUDY_ID, editorPath, PreviousStudyStoryApp, SOLVED_STUDY_ID } from '../../testing/previousStudyStories';
import { PROJECT_ID } from '../../testing/data';

const meta: Meta<typeof PreviousStudyEditorScreen> = {
  title: 'Estudio previo/Editor',
  component: PreviousStudyEditorScreen,
  args: { projectId: PROJECT_ID, previousStudyId: EDITOR_STUDY_ID, initialStep: 0 },
  argTypes: {
    initialStep: {
      control: { type: 'inline-radio', labels: { 0: 'Datos Básicos', 1: 'Subrogados', 2: 'Otros Costes' } },
      options: [0, 1, 2],
    },
    previousStudyId: { control: 'select', options: [EDITOR_STUDY_ID, SOLVED_STUDY_ID] },
  },
};
export default meta;
type Story = StoryObj<typeof PreviousStudyEditorScreen>;

export const BasicData: Story = {
  name: 'Datos Básicos',
  render: (args) => (
    <PreviousStudyStoryApp>
      <PreviousStudyEditorScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Porcentaje de sustitución' },
};

export const NewStudy: Story = {
  name: 'Nuevo (valores por defecto)',
  render: (args) => (
    <PreviousStudyStoryApp data={(f) => f.studies.delete(EDITOR_STUDY_ID)}>
      <PreviousStudyEditorScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Datos del servicio' },
};

export const Surrogates: Story = {
  name: 'Subrogados',
  args: { initialStep: 1 },
  render: (args) => (
    <PreviousStudyStoryApp>
      <PreviousStudyEditorScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Total de horas semanales' },
};

export const SurrogatesEmpty: Story = {
  name: 'Subrogados (vacía)',
  args: { initialStep: 1 },
  render: (args) => (
    <PreviousStudyStoryApp data={(f) => (f.data(EDITOR_STUDY_ID).surrogates = [])}>
      <PreviousStudyEditorScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'No existen datos para mostrar' },
};

export const OtherCosts: Story = {
  name: 'Otros Costes',
  args: { initialStep: 2 },
  render: (args) => (
    <PreviousStudyStoryApp>
      <PreviousStudyEditorScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Productos de limpieza' },
};

export const Solved: Story = {
  name: 'Resuelto (solo lectura, Estudio previo desactivado)',
  args: { previousStudyId: SOLVED_STUDY_ID },
  render: (args) => (
    <PreviousStudyStoryApp>
      <PreviousStudyEditorScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Estudio previo 1' },
};

export const ReadOnly: Story = {
  name: 'Lector (solo lectura)',
  args: { initialStep: 1 },
  render: (args) => (
    <PreviousStudyStoryApp options={{ role: 'lector' }}>
      <PreviousStudyEditorScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Ana Martín' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: (args) => (
    <PreviousStudyStoryApp options={{ backend: { latency: Infinity } }}>
      <PreviousStudyEditorScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Cargando estudio previo' },
};

export const LoadFailed: Story = {
  name: 'Error al cargar',
  args: { previousStudyId: 'e-404' },
  render: (args) => (
    <PreviousStudyStoryApp path={editorPath('e-404')}>
      <PreviousStudyEditorScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'No se ha podido cargar el estudio previo' },
};
