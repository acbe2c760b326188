/** The preparer's third round of remarks: what the Agrupación does, what an other cost's amount is for, the import's actions in view, cost and offer apart. */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { costResults, demoParameters, demoWorkers, InMemoryPlacspGateway, simulationFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { FORM_PATH, seedSimulation } from '../src/testing/simulationStories';
import { CLEANING } from '../src/screens/placsp/sample-notices';
import { ResultCards } from '../src/screens/simulation/ResultCards';

function renderForm() {
  const app = createFakeApp({ loggedIn: true, path: FORM_PATH, backend: fullBackend() });
  seedSimulation(simulationFakes(app.backend));
  renderRoutes(app);
  return userEvent.setup();
}

/** The text of the elements an element's `aria-describedby` names: what a screen reader reads after its name. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function otherCostModal() {
  const user = renderForm();
  await user.click(await screen.findByRole('button', { name: /Otros Costes/ }));
  await user.click(await screen.findByRole('button', { name: 'Añadir Concepto Económico' }));
  const modal = await screen.findByRole('dialog', { name: 'Añadir otros costes' });
  return { user, modal };
}

describe("the preparer's third round", () => {
  it('Datos Básicos: Agrupación says what grouping does, shown and read with each Agrupación field', async () => {
    renderForm();
    const field = await screen.findByLabelText('Agrupación 1');
    const hint =
      'Agrupación: escriba el mismo número en los centros que comparten personal. Los centros con el mismo número se calculan juntos, con una sola plantilla y un solo cuadrante, y una misma persona puede cubrir turnos en cualquiera de ellos. Un centro sin número se calcula solo, con su propia plantilla.';
    expect(screen.getByText(hint)).toBeTruthy();
    expect(description(field)).toBe(hint);
  });

  it("Otros costes 'Por mes': the amount says it is once a month for all the centers, or for the one center chosen", async () => {
    const { user, modal } = await otherCostModal();
    await user.selectOptions(within(modal).getByLabelText('Tipo'), 'MONTHLY_AMOUNT');
    await user.selectOptions(within(modal).getByLabelText('Centro'), 'Todos los centros');
    const amount = within(modal).getByLabelText('Importe');
    const all = 'Importe al mes para el conjunto de los centros: se suma una vez cada mes, no una vez por centro.';
    expect(within(modal).getByText(all)).toBeTruthy();
    expect(description(amount)).toContain(all);
    const center = within(within(modal).getByLabelText('Centro')).getAllByRole('option')[2]!.textContent!;
    await user.selectOptions(within(modal).getByLabelText('Centro'), center);
    expect(within(modal).getByText('Importe al mes para este centro.')).toBeTruthy();
    expect(within(modal).queryByText(all)).toBeNull();
  });

  it("Otros costes 'Por trabajador': the amount says who counts (surrogates and new hires, not the substitutions' staff)", async () => {
    const { user, modal } = await otherCostModal();
    await user.selectOptions(within(modal).getByLabelText('Tipo'), 'AMOUNT_BY_WORKER');
    await user.selectOptions(within(modal).getByLabelText('Centro'), 'Todos los centros');
    expect(description(within(modal).getByLabelText('Importe'))).toContain(
      'Importe por trabajador, una vez en todo el contrato: cuentan los subrogados y las contrataciones nuevas de todos los centros, no el personal contratado para sustituciones (vacaciones y festivos).',
    );
  });

  it("Importar desde la Plataforma: 'Crear licitación' and 'Cancelar' are in a footer outside the scrolling body", async () => {
    const app = createFakeApp({ path: '/projects', loggedIn: true, role: 'admin' });
    app.backend.placsp = new InMemoryPlacspGateway([CLEANING]);
    renderRoutes(app);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importar desde la Plataforma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar desde la Plataforma' });
    await user.upload(
      within(dialog).getByLabelText('Archivo del anuncio'),
      new File(['<feed/>'], 'anuncio.atom', { type: 'application/atom+xml' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Leer anuncio' }));
    await within(dialog).findByText('Lotes a simular (una simulación por lote)');
    const body = within(dialog).getByRole('region', { name: 'Importar desde la Plataforma (desplazable)' });
    expect(body.className).toContain('overflow-y-auto');
    expect(within(body).getByText('Lotes a simular (una simulación por lote)')).toBeTruthy();
    for (const name of ['Crear licitación', 'Cancelar']) {
      const button = within(dialog).getByRole('button', { name });
      expect(body.contains(button)).toBe(false);
      expect(button.closest('footer')).not.toBeNull();
      expect(body.contains(button.closest('footer'))).toBe(false);
    }
  });

  it('the results: «Coste total» alone without an offer; with one, «Coste total» and «Oferta» side by side', () => {
    const p = { ...demoParameters(), overheads: 13, benefit: 6, vat: 21, tender_budget: 2_000_000 };
    const plain = costResults(demoWorkers(), { ...p, offer_price: null });
    const { unmount } = render(<ResultCards results={plain} />);
    expect(screen.getByRole('heading', { name: 'Coste Total' })).toBeTruthy();
    expect(screen.queryByTestId('offer-total')).toBeNull();
    unmount();

    const offered = costResults(demoWorkers(), { ...p, offer_price: 118_500.5 });
    render(<ResultCards results={offered} />);
    const pair = screen.getByTestId('cost-and-offer');
    const shown = within(pair)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    const total = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })
      .format(offered.total_cost)
      .replace(/\u00a0/g, '');
    expect(shown[0]![0]).toBe('Coste total');
    expect(shown[0]![1]!.replace(/\s/g, ' ')).toMatch(/^[\d.]+,\d{2} €$/);
    expect(shown[0]![1]!.replace(/\s/g, '')).toBe(`${total}€`);
    expect(shown[1]).toEqual(['Oferta', expect.stringMatching(/^118\.500,50\s€$/)]);
  });
});
