import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviousSolutionScreen } from './PreviousSolutionScreen';
import { PreviousStudyStoryApp, solutionPath, SOLVED_STUDY_ID } from '../../testing/previousStudyStories';
import { PROJECT_ID } from '../../testing/data';

const meta: Meta<typeof PreviousSolutionScreen> = { title: 'Estudio previo/Solución', component: PreviousSolutionScreen };
export default meta;
type Story = StoryObj<typeof PreviousSolutionScreen>;

const screen = (id = SOLVED_STUDY_ID) => <PreviousSolutionScreen projectId={PROJECT_ID} previousStudyId={id} />;

export const Solved: Story = {
  name: 'Resuelto',
  render: () => <PreviousStudyStoryApp path={solutionPath()}>{screen()}</PreviousStudyStoryApp>,
  parameters: { expectText: 'Coste Total' },
};

export const Running: Story = {
  name: 'Calculando',
  render: () => <PreviousStudyStoryApp path={solutionPath('e-2')}>{screen('e-2')}</PreviousStudyStoryApp>,
  parameters: { expectText: 'Calculando costes del estudio previo' },
};

export const Failed: Story = {
  name: 'Con errores',
  render: () => <PreviousStudyStoryApp path={solutionPath('e-3')}>{screen('e-3')}</PreviousStudyStoryApp>,
  parameters: { expectText: 'Existe subrogado sin categoría' },
};

export const Updating: Story = {
  name: 'Actualizando parámetros',
  render: () => (
    <PreviousStudyStoryApp path={solutionPath()} data={(_f, b) => (b.previousStudies = b.previousStudies.map((s) => (s.uid === SOLVED_STUDY_ID ? { ...s, sub_status: 'PENDING' } : s)))}>
      {screen()}
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Actualizando estudio previo' },
};

export const Unparsable: Story = {
  name: 'Resultados ilegibles',
  render: () => (
    <PreviousStudyStoryApp path={solutionPath()} data={(f) => (f.data(SOLVED_STUDY_ID).detail.results = 'no es un objeto')}>
      {screen()}
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'No se han podido leer los resultados' },
};

export const ReadOnly: Story = {
  name: 'Lector (sin Modificar)',
  render: () => (
    <PreviousStudyStoryApp options={{ role: 'lector' }} path={solutionPath()}>
      {screen()}
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Descargar solución' },
};

export const LoadFailed: Story = {
  name: 'Error al cargar',
  render: () => <PreviousStudyStoryApp path={solutionPath('e-404')}>{screen('e-404')}</PreviousStudyStoryApp>,
  parameters: { expectText: 'No se ha podido cargar el estudio previo' },
};
