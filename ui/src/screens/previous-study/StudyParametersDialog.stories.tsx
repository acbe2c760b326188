import type { Meta, StoryObj } from '@storybook/react-vite';
import { StudyParametersDialog } from './StudyParametersDialog';
import { PreviousStudyStoryApp, solutionPath, SOLVED_STUDY_ID } from '../../testing/previousStudyStories';

const meta: Meta<typeof StudyParametersDialog> = {
  title: 'Estudio previo/Modificar parámetros',
  component: StudyParametersDialog,
};
export default meta;
type Story = StoryObj<typeof StudyParametersDialog>;

export const Open: Story = {
  name: 'Abierto',
  render: () => (
    <PreviousStudyStoryApp path={solutionPath()}>
      <StudyParametersDialog open studyId={SOLVED_STUDY_ID} onClose={() => undefined} onModified={() => undefined} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Restablecer valores del formulario' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => (
    <PreviousStudyStoryApp path={solutionPath()} options={{ backend: { latency: Infinity } }}>
      <StudyParametersDialog open studyId={SOLVED_STUDY_ID} onClose={() => undefined} onModified={() => undefined} />
    </PreviousStudyStoryApp>
  ),
  parameters: { expectText: 'Cargando parámetros' },
};
