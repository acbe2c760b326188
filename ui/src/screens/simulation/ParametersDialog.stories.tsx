import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoParameters } from '@licita/application/fakes';
import { INPUT_MESSAGES, parametersToForm } from '@licita/domain';
import { ParametersDialog, ParametersDialogView } from './ParametersDialog';
import { RunStoryApp, SOLVED_ID } from '../../testing/runStories';

const meta: Meta = {
  title: 'Simulación/Modificar parámetros',
  component: ParametersDialogView,
  subcomponents: { ParametersDialog },
};
export default meta;
type Story = StoryObj;

const noop = () => undefined;
const form = () => parametersToForm(demoParameters());

export const Open: Story = {
  name: 'Abierto (valores de la solución)',
  render: () => (
    <RunStoryApp>
      <ParametersDialog open simulationId={SOLVED_ID} onClose={noop} onDone={noop} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Todos los centros' },
};

export const Invalid: Story = {
  name: 'Con errores',
  render: () => (
    <RunStoryApp>
      <ParametersDialogView
        open
        form={{ ...form(), benefit: '' }}
        errors={{
          benefit: 'Valor requerido',
          'material_costs[1].number_of_units': 'Valor requerido',
          'material_costs[0].amount': 'Valor incorrecto',
        }}
        onChange={noop}
        onReset={noop}
        onSave={noop}
        onClose={noop}
      />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Valor requerido' },
};

export const Updating: Story = {
  name: 'Actualizando simulación',
  render: () => (
    <RunStoryApp>
      <ParametersDialogView
        open
        form={form()}
        progress={{ phase: 'pending', attempt: 3 }}
        onChange={noop}
        onReset={noop}
        onSave={noop}
        onClose={noop}
      />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Actualizando simulación' },
};

export const Failed: Story = {
  name: 'Error del servidor',
  render: () => (
    <RunStoryApp>
      <ParametersDialogView
        open
        form={form()}
        failure="La simulación ya no permite modificar parámetros: duplícala y vuelve a lanzarla"
        onChange={noop}
        onReset={noop}
        onSave={noop}
        onClose={noop}
      />
    </RunStoryApp>
  ),
  parameters: { expectText: 'duplícala' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => (
    <RunStoryApp>
      <ParametersDialogView open form={null} onChange={noop} onReset={noop} onSave={noop} onClose={noop} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Cargando parámetros…' },
};

export const PriceScore: Story = {
  name: 'Puntuación económica y competidores',
  render: () => {
    const f = form();
    const score = {
      ...f.score,
      formula: 'linear_satiety' as const,
      max_points: '60',
      satiety_discount_percent: '15',
      technical_points: '35',
      competitors: [
        { name: 'Limpiezas Norte', price: '228000', technical_points: '38' },
        { name: '', price: '236500', technical_points: '' },
      ],
    };
    return (
      <RunStoryApp>
        <ParametersDialogView
          open
          form={{ ...f, tender_budget: '250000', score }}
          onChange={noop}
          onReset={noop}
          onSave={noop}
          onClose={noop}
        />
      </RunStoryApp>
    );
  },
  parameters: { expectText: 'Umbral de saciedad (%)' },
};

export const PriceScoreInvalid: Story = {
  name: 'Puntuación económica con errores',
  render: () => {
    const f = form();
    const score = {
      ...f.score,
      formula: 'power' as const,
      max_points: '0',
      exponent: '',
      competitors: [{ name: 'Limpiezas Norte', price: '', technical_points: '' }],
    };
    return (
      <RunStoryApp>
        <ParametersDialogView
          open
          form={{ ...f, score }}
          errors={{
            'price_score.max_points': 'Valor incorrecto',
            'price_score.exponent': 'Valor requerido',
            'competitors[0].price': 'Valor requerido',
          }}
          onChange={noop}
          onReset={noop}
          onSave={noop}
          onClose={noop}
        />
      </RunStoryApp>
    );
  },
  parameters: { expectText: 'Fórmula de raíz / potencial' },
};

/** A tender imported from the Plataforma: the notice's price formula beside the formula choice. */
export const NoticeFormula: Story = {
  name: 'Fórmula del anuncio de la Plataforma',
  render: () => {
    const f = form();
    return (
      <RunStoryApp>
        <ParametersDialogView
          open
          form={{ ...f, tender_budget: '160000', score: { ...f.score, formula: 'proportional' as const, max_points: '60' } }}
          noticeFormula="P = 60 × (Oferta más baja / Oferta a valorar)"
          onChange={noop}
          onReset={noop}
          onSave={noop}
          onClose={noop}
        />
      </RunStoryApp>
    );
  },
  parameters: { expectText: 'Fórmula del anuncio: P = 60 × (Oferta más baja / Oferta a valorar)' },
};

/** Social security itemised by contract type and year, with the activity's AT/EP rate. */
export const SocialSecurityItemised: Story = {
  name: 'Seguridad social desglosada',
  render: () => (
    <RunStoryApp>
      <ParametersDialogView
        open
        form={{ ...form(), social_security_mode: 'itemised', at_ep_percent: '1,5' }}
        onChange={noop}
        onReset={noop}
        onSave={noop}
        onClose={noop}
      />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Tipo de AT/EP (%)' },
};

export const SocialSecurityMissingAtEp: Story = {
  name: 'Seguridad social desglosada sin tipo de AT/EP',
  render: () => (
    <RunStoryApp>
      <ParametersDialogView
        open
        form={{ ...form(), social_security_mode: 'itemised', at_ep_percent: '' }}
        errors={{ at_ep_percent: INPUT_MESSAGES.atEpRequired }}
        onChange={noop}
        onReset={noop}
        onSave={noop}
        onClose={noop}
      />
    </RunStoryApp>
  ),
  parameters: { expectText: INPUT_MESSAGES.atEpRequired },
};
