import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { DEMO_WORKSPACE, runFakes, simulationFakes } from '@licita/application/fakes';
import preview from '../../.storybook/preview';
import * as budgetStories from '../src/screens/simulation/BudgetCard.stories';
import { createFakeApp, serverFailure } from '../src/testing/fakeApp';
import { fullBackend } from '../src/testing/data';
import { seedSimulation } from '../src/testing/simulationStories';
import { pagePath, SOLVED_ID } from '../src/testing/runStories';
import { JUSTIFICATION_FAILED, JUSTIFICATION_RECOSTING } from '../src/screens/simulation/JustificationButton';
import { renderRoutes } from './helpers';

setProjectAnnotations(preview);
const { JustificationIdle, JustificationDownloading, JustificationFailed, JustificationRecosting } =
  composeStories(budgetStories);
const button = () => screen.getByRole('button', { name: 'Descargar justificación' }) as HTMLButtonElement;

describe('Descargar justificación', () => {
  it('its four states: ready, busy while downloading, the Spanish error after a failure (ready to retry), disabled while re-costing', async () => {
    const { unmount } = render(<JustificationIdle />);
    expect((await screen.findByRole('button', { name: 'Descargar justificación' })).hasAttribute('disabled')).toBe(false);
    unmount();
    const downloading = render(<JustificationDownloading />);
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    downloading.unmount();
    const failed = render(<JustificationFailed />);
    expect(button().disabled).toBe(false);
    expect(screen.getByText(JUSTIFICATION_FAILED).getAttribute('role')).toBe('alert');
    failed.unmount();
    render(<JustificationRecosting />);
    expect(button().disabled).toBe(true);
    expect(button().title).toBe(JUSTIFICATION_RECOSTING);
  });

  it('on the page, a refused download shows the error under the button, and the next attempt clears it', async () => {
    // the company's data filled: the download is not preceded by the dialog that asks for it
    const workspaces = [{ ...DEMO_WORKSPACE, company_name: 'Limpiezas del Sur, S.L.', tax_id: 'B41000001' }];
    const app = createFakeApp({ loggedIn: true, path: pagePath(SOLVED_ID), backend: { ...fullBackend(), workspaces } });
    seedSimulation(simulationFakes(app.backend));
    const runs = runFakes(app.backend);
    runs.gateway.justificationUrl = (id) => serverFailure(`/api/simulation/${id}/justification`);
    renderRoutes(app);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Presupuesto y oferta' }, { timeout: 3000 });
    await user.click(within(card).getByRole('button', { name: 'Descargar justificación' }));
    expect(await within(card).findByText(JUSTIFICATION_FAILED)).toBeTruthy();
    // the second attempt stays pending: the button is busy and the old error gone
    runs.gateway.justificationUrl = () => new Promise(() => undefined);
    await user.click(within(card).getByRole('button', { name: 'Descargar justificación' }));
    expect(within(card).queryByText(JUSTIFICATION_FAILED)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Descargar justificación' }).getAttribute('aria-busy')).toBe('true');
  });
});
