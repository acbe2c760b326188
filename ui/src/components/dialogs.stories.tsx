import type { Meta, StoryObj } from '@storybook/react-vite';
import { DELETE_TENDER_TEXT, DELETE_TENDER_TITLE } from '@licita/domain';
import { ConfirmDialog, TenderNameDialog } from './dialogs';

const meta: Meta = { title: 'Componentes/Diálogos', component: TenderNameDialog, subcomponents: { ConfirmDialog } };
export default meta;

export const NewTender: StoryObj<typeof TenderNameDialog> = {
  name: 'Nueva Licitación',
  render: () => <TenderNameDialog open mode="create" onSubmit={() => undefined} onClose={() => undefined} />,
  parameters: { expectText: 'Nueva Licitación' },
};

export const EditName: StoryObj<typeof TenderNameDialog> = {
  name: 'Editar nombre',
  render: () => (
    <TenderNameDialog open mode="edit" initialName="Limpieza del hospital" onSubmit={() => undefined} onClose={() => undefined} />
  ),
  parameters: { expectText: 'Editar nombre' },
};

export const EditNameError: StoryObj<typeof TenderNameDialog> = {
  name: 'Editar nombre (error)',
  render: () => (
    <TenderNameDialog
      open
      mode="edit"
      initialName=""
      error="Nombre requerido"
      onSubmit={() => undefined}
      onClose={() => undefined}
    />
  ),
  parameters: { expectText: 'Nombre requerido' },
};

export const Saving: StoryObj<typeof TenderNameDialog> = {
  name: 'Guardando',
  render: () => (
    <TenderNameDialog open mode="create" initialName="Limpieza" saving onSubmit={() => undefined} onClose={() => undefined} />
  ),
  parameters: { expectText: 'Crear' },
};

export const DeleteTender: StoryObj<typeof ConfirmDialog> = {
  name: 'Eliminar licitación',
  render: () => (
    <ConfirmDialog
      open
      title={DELETE_TENDER_TITLE}
      text={DELETE_TENDER_TEXT}
      confirmLabel="Sí, eliminar"
      onConfirm={() => undefined}
      onClose={() => undefined}
    />
  ),
  parameters: { expectText: DELETE_TENDER_TEXT },
};
