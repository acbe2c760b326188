import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY } from 'rxjs';
import { SimulationNameDialog } from './SimulationNameDialog';
import { ImportDialog } from './ImportDialog';
import { LocalityDialog } from './LocalityDialog';
import { SecondaryPositionsDialog } from './CategoryPositionsTab';

const meta: Meta = {
  title: 'Formulario de simulación/Diálogos',
  component: SimulationNameDialog,
  subcomponents: { ImportDialog, LocalityDialog, SecondaryPositionsDialog },
};
export default meta;
type Story = StoryObj;

const noop = () => undefined;

export const NewSimulation: Story = {
  name: 'Nueva simulación',
  render: () => <SimulationNameDialog open mode="create" onSubmit={noop} onClose={noop} />,
  parameters: { expectText: 'Nombre simulación*' },
};
export const NameTaken: Story = {
  name: 'Nueva simulación (nombre repetido)',
  render: () => (
    <SimulationNameDialog
      open
      mode="create"
      initialName="Base"
      error="No pueden existir dos simulaciones con el mismo nombre en la licitación."
      onSubmit={noop}
      onClose={noop}
    />
  ),
  parameters: { expectText: 'No pueden existir dos simulaciones con el mismo nombre en la licitación.' },
};
export const NewSimulationWithFile: Story = {
  name: 'Nueva simulación (con Formulario)',
  render: () => <SimulationNameDialog open mode="create" withFile onSubmit={noop} onClose={noop} />,
  parameters: { expectText: 'Formulario (.xlsx, opcional)' },
};
export const NewSimulationUploading: Story = {
  name: 'Nueva simulación (subiendo el Formulario)',
  render: () => (
    <SimulationNameDialog
      open
      mode="create"
      withFile
      saving
      initialName="Desde fichero"
      progress="Procesando (2 de 10)…"
      onSubmit={noop}
      onClose={noop}
    />
  ),
  parameters: { expectText: 'Procesando (2 de 10)…' },
};
export const NewSimulationFileRefused: Story = {
  name: 'Nueva simulación (Formulario con errores)',
  render: () => (
    <SimulationNameDialog
      open
      mode="create"
      withFile
      initialName="Desde fichero"
      fileError={[
        "Hoja Centros, fila 3, columna D (Convenio): convenio desconocido 'Convenio inventado'",
        'Hoja Turnos, fila 2, columna C (Número de trabajadores): Valor incorrecto',
        "Hoja Tareas, fila 1, columna B: falta la columna 'Puesto'",
      ].join('\n')}
      onSubmit={noop}
      onClose={noop}
    />
  ),
  parameters: { expectText: 'No se ha podido crear la simulación con este fichero' },
};
export const NewPreviousStudy: Story = {
  name: 'Nuevo estudio previo',
  render: () => (
    <SimulationNameDialog
      open
      mode="create"
      titles={{ create: 'Nuevo estudio previo', edit: 'Editar nombre' }}
      label="Nombre estudio previo*"
      onSubmit={noop}
      onClose={noop}
    />
  ),
  parameters: { expectText: 'Nombre estudio previo*' },
};
export const Rename: Story = {
  name: 'Editar nombre',
  render: () => <SimulationNameDialog open mode="edit" initialName="Simulación 4" onSubmit={noop} onClose={noop} />,
  parameters: { expectText: 'Editar nombre' },
};
export const Import: Story = {
  name: 'Importar centros',
  render: () => <ImportDialog open title="Importar centros" run={() => EMPTY} onDone={noop} onClose={noop} />,
  parameters: { expectText: 'Fichero (.xlsx)' },
};
export const NewLocality: Story = {
  name: 'Nueva localidad',
  render: () => <LocalityDialog open locality={null} onSubmit={noop} onClose={noop} />,
  parameters: { expectText: 'Comunidad autónoma' },
};
export const EditLocality: Story = {
  name: 'Editar localidad (festivos locales)',
  render: () => (
    <LocalityDialog
      open
      locality={{
        id: 'loc-madrid',
        name: 'Madrid',
        region: 'ES-MD',
        local_holidays: ['2025-05-15', '2025-11-09'],
        nuts_code: 'ES300',
      }}
      onSubmit={noop}
      onClose={noop}
    />
  ),
  parameters: { expectText: '15/05/2025' },
};
export const LocalityInvalid: Story = {
  name: 'Localidad con errores',
  render: () => <LocalityDialog open locality={null} errors={{ name: 'Nombre requerido' }} onSubmit={noop} onClose={noop} />,
  parameters: { expectText: 'Nombre requerido' },
};
export const SecondaryPositions: Story = {
  name: 'Añadir puestos secundarios',
  render: () => (
    <SecondaryPositionsDialog
      open
      category={{ id: 'cat-limp', name: 'Limpiador/a', positions: ['Limpieza', 'Cristalero'] }}
      positions={[
        { id: 'pos-limp', name: 'Limpieza' },
        { id: 'pos-crist', name: 'Cristalero' },
      ]}
      onSubmit={noop}
      onClose={noop}
    />
  ),
  parameters: { expectText: 'hasta 4 puestos secundarios' },
};
