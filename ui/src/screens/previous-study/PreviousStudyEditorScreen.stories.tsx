import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviousStudyEditorScreen } from './PreviousStudyEditorScreen';
import { EDITOR_STUDY_ID, editorPath, PreviousStudyStoryApp, SOLVED_STUDY_ID } from '../../testing/previousStudyStories';
import { PROJECT_ID } from '../../testing/data';

const meta: Meta<typeof PreviousStudyEditorScreen> = { title: 'Estudio previo/Editor', component: PreviousStudyEditorScreen };
export default meta;
type Story = StoryObj<typeof PreviousStudyEditorScreen>;

const screen = (step = 0, id = EDITOR_STUDY_ID) => <PreviousStudyEditorScreen projectId={PROJECT_ID} previousStudyId={id} initialStep={step} />;

export const BasicData: Story = {
  name: 'Datos Básicos',
  render: () => <PreviousStudyStoryApp>{screen(0)}</PreviousStudyStoryApp>,
  parameters: { expectText: 'Porcentaje de sustitución' },
};

export const NewStudy: Story = {
  name: 'Nuevo (valores por defecto)',
  render: () => <PreviousStudyStoryApp data={(f) => f.studies.delete(EDITOR_STUDY_ID)}>{screen(0)}</PreviousStudyStoryApp>,
  parameters: { expectText: 'Datos del servicio' },
};

export const Surrogates: Story = {
  name: 'Subrogados',
  render: () => <PreviousStudyStoryApp>{screen(1)}</PreviousStudyStoryApp>,
  parameters: { expectText: 'Total de horas semanales' },
};

export const SurrogatesEmpty: Story = {
  name: 'Subrogados (vacía)',
  render: () => <PreviousStudyStoryApp data={(f) => (f.data(EDITOR_STUDY_ID).surrogates = [])}>{screen(1)}</PreviousStudyStoryApp>,
  parameters: { expectText: 'No existen datos para mostrar' },
};

export const OtherCosts: Story = {
  name: 'Otros Costes',
  render: () => <PreviousStudyStoryApp>{screen(2)}</PreviousStudyStoryApp>,
  parameters: { expectText: 'Productos de limpieza' },
};

export const Solved: Story = {
  name: 'Resuelto (solo lectura, Estudio previo desactivado)',
  render: () => <PreviousStudyStoryApp>{screen(0, SOLVED_STUDY_ID)}</PreviousStudyStoryApp>,
  parameters: { expectText: 'Estudio previo 1' },
};

export const ReadOnly: Story = {
  name: 'Lector (solo lectura)',
  render: () => <PreviousStudyStoryApp options={{ role: 'lector' }}>{screen(1)}</PreviousStudyStoryApp>,
  parameters: { expectText: 'Ana Martín' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => <PreviousStudyStoryApp options={{ backend: { latency: Infinity } }}>{screen(0)}</PreviousStudyStoryApp>,
  parameters: { expectText: 'Cargando estudio previo' },
};

export const LoadFailed: Story = {
  name: 'Error al cargar',
  render: () => <PreviousStudyStoryApp path={editorPath('e-404')}>{screen(0, 'e-404')}</PreviousStudyStoryApp>,
  parameters: { expectText: 'No se ha podido cargar el estudio previo' },
};
