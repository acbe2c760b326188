import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviousSolutionScreen } from './PreviousSolutionScreen';
import { PreviousStudyStoryApp, solutionPath, SOLVED_STUDY_ID } from '../../testing/previousStudyStories';
import { PROJECT_ID } from '../../testing/data';

const meta: Meta<typeof PreviousSolutionScreen> = {
  title: 'Estudio previo/Solución',
  component: PreviousSolutionScreen,
  args: { projectId: PROJECT_ID, previousStudyId: SOLVED_STUDY_ID },
};
export default meta;
type Story = StoryObj<typeof PreviousSolutionScreen>;

export const Solved: Story = {
  name: 'Resuelto',
  render: (args) => (
    <PreviousStudyStoryApp path={solutionPath()}>
      <PreviousSolutionScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Coste Total' },
};

export const Running: Story = {
  name: 'Calculando',
  args: { previousStudyId: 'e-2' },
  render: (args) => (
    <PreviousStudyStoryApp path={solutionPath('e-2')}>
      <PreviousSolutionScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Calculando costes del estudio previo' },
};

export const Failed: Story = {
  name: 'Con errores',
  args: { previousStudyId: 'e-3' },
  render: (args) => (
    <PreviousStudyStoryApp path={solutionPath('e-3')}>
      <PreviousSolutionScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Existe subrogado sin categoría' },
};

export const Updating: Story = {
  name: 'Actualizando parámetros',
  render: (args) => (
    <PreviousStudyStoryApp
      path={solutionPath()}
      data={(_f, b) =>
        (b.previousStudies = b.previousStudies.map((s) => (s.uid === SOLVED_STUDY_ID ? { ...s, sub_status: 'PENDING' } : s)))
      }
    >
      <PreviousSolutionScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Actualizando estudio previo' },
};

export const Unparsable: Story = {
  name: 'Resultados ilegibles',
  render: (args) => (
    <PreviousStudyStoryApp path={solutionPath()} data={(f) => (f.data(SOLVED_STUDY_ID).detail.results = 'no es un objeto')}>
      <PreviousSolutionScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'No se han podido leer los resultados' },
};

export const ReadOnly: Story = {
  name: 'Lector (sin Modificar)',
  render: (args) => (
    <PreviousStudyStoryApp options={{ role: 'lector' }} path={solutionPath()}>
      <PreviousSolutionScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Descargar solución' },
};

export const LoadFailed: Story = {
  name: 'Error al cargar',
  args: { previousStudyId: 'e-404' },
  render: (args) => (
    <PreviousStudyStoryApp path={solutionPath('e-404')}>
      <PreviousSolutionScreen {...args} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'No se ha podido cargar el estudio previo' },
};
