/**
 * 'Hay tablas nuevas' on a copy of a reference agreement, over the real server's recorded answers
 * (ui/src/testing/base-changes.json): the changes by category and year, then 'Aplicar las tablas nuevas' after the
 * confirmation, and the page shows the new tables.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agreementFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { BASE_CHANGES, withRecordedCopy } from '../src/testing/baseChangesStories';
import { renderRoutes } from './helpers';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the new tables of a copy’s reference agreement', () => {
  it('shows what changed, applies it only when confirmed, and the page shows the new tables', async () => {
    const app = createFakeApp({ loggedIn: true, path: `/agreement/${BASE_CHANGES.copy.id}` });
    withRecordedCopy(app);
    const { backend } = renderRoutes(app);
    const user = userEvent.setup();
    const notice = await screen.findByRole('region', { name: 'Hay tablas nuevas' });
    expect(notice.textContent).toContain('Versión 2 del convenio de referencia (tu copia tiene la 1) · BOP de Sevilla nº 20');
    const rows = within(notice).getAllByRole('row').slice(1).map(cells);
    expect(rows).toContainEqual(['Grupo IV, nivel I', '2026', '16.588,02 €', '16.600 €']);
    expect(rows).toContainEqual(['Grupo I', '2026', '18.500 €', '18.445,20 €']);
    expect(rows).toContainEqual(['Grupo II (nueva)', '2027', '—', '18.720 €']);
    expect(rows).toContainEqual(['Grupo IV, nivel III (ya no está)', '2026', '17.330,48 €', '—']);
    expect(rows).toContainEqual(['Horas máximas por semana', '', '37,50', '37']);
    expect(rows).toContainEqual(['Incremento salarial', '2027', '3,49 %', '4 %']);

    await user.click(within(notice).getByRole('button', { name: 'Aplicar las tablas nuevas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aplicar las tablas nuevas' });
    expect(dialog.textContent).toContain('Las simulaciones ya calculadas conservan sus cifras');
    expect(agreementFakes(backend).calls).not.toContain('applyAgreementBaseChanges');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Hay tablas nuevas' })).toBeNull());
    expect(agreementFakes(backend).calls).toContain('applyAgreementBaseChanges');
    expect(await screen.findByText('Tablas nuevas aplicadas')).toBeTruthy();
    // the salary tables are the copy's as applied: level I at 16,600 € in 2026, Grupo II among the categories
    const tables = screen.getByRole('region', { name: 'Tablas salariales' });
    expect(within(tables).getByRole('tab', { name: 'Grupo II' })).toBeTruthy();
    expect(within(tables).getByRole('tabpanel').textContent).toContain('16.600 €');
  });
});
