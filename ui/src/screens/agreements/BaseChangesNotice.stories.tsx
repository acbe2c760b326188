import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgreementDetailScreen } from './AgreementDetailScreen';
import { BaseChangesView } from './BaseChangesNotice';
import { ApiError } from '@licita/application';
import { PreparedApp } from '../../testing/fakeApp';
import { AppLayout } from '../../shell/Layout';
import { BASE_CHANGES, withRecordedCopy } from '../../testing/baseChangesStories';

const meta: Meta<typeof BaseChangesView> = {
  title: 'Pantallas/Convenios/Tablas nuevas',
  component: BaseChangesView,
  args: { changes: BASE_CHANGES.changes, canApply: true, applying: false, error: null, onApply: () => undefined },
};
export default meta;
type Story = StoryObj<typeof BaseChangesView>;

const copyPath = `/agreement/${BASE_CHANGES.copy.id}`;

/** The copy's page: Sevilla's version 2 changes its tables (the recorded answers of the real server). */
export const Changes: Story = {
  name: 'Hay tablas nuevas (en la página de la copia)',
  render: () => (
    <PreparedApp options={{ loggedIn: true, path: copyPath }} prepare={(a) => withRecordedCopy(a)}>
      <AppLayout>
        <AgreementDetailScreen id={BASE_CHANGES.copy.id} />
      </AppLayout>
    </PreparedApp>
  ),
  parameters: { expectText: 'Aplicar las tablas nuevas' },
};

/** A copy that already holds its base's latest version: the page shows no notice. */
export const NoChanges: Story = {
  name: 'Sin cambios (copia al día)',
  render: () => (
    <PreparedApp
      options={{ loggedIn: true, path: copyPath }}
      prepare={(a) =>
        withRecordedCopy(a, {
          changes: { ...BASE_CHANGES.changes, from_version: 2, categories: [], terms: [], increments: [] },
        })
      }
    >
      <AppLayout>
        <AgreementDetailScreen id={BASE_CHANGES.copy.id} />
      </AppLayout>
    </PreparedApp>
  ),
  parameters: { expectText: 'Tablas salariales' },
};

export const Applying: Story = {
  name: 'Aplicando',
  args: { applying: true },
  parameters: { expectText: 'Hay tablas nuevas' },
};

export const ApplyError: Story = {
  name: 'Error al aplicar',
  args: { error: 'Se ha cargado otra versión del convenio de referencia: vuelve a abrir el convenio para ver sus cambios' },
  parameters: { expectText: 'vuelve a abrir el convenio' },
};

export const ReadOnly: Story = {
  name: 'Sin permiso de edición',
  args: { canApply: false },
  parameters: { expectText: 'Hay tablas nuevas' },
};

/** The copy's changes could not be read (the server refused): the page says so above the agreement. */
export const LoadError: Story = {
  name: 'Error al comprobar',
  render: () => (
    <PreparedApp
      options={{ loggedIn: true, path: copyPath }}
      prepare={(a) => withRecordedCopy(a, { changes: new ApiError(400, 'Error desconocido en el servidor', copyPath) })}
    >
      <AppLayout>
        <AgreementDetailScreen id={BASE_CHANGES.copy.id} />
      </AppLayout>
    </PreparedApp>
  ),
  parameters: { expectText: 'No se han podido comprobar las tablas nuevas' },
};
