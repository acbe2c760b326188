/**
 * The reference block of an agreement's page: a reference agreement's territory and scope, validity, REGCON code,
 * source, verification and what its sources do not give; a workspace's copy says which base and version it came from.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { agreementFakes, FAKE_BASE_AGREEMENT_ID } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { addReferenceCopy } from '../src/testing/agreementStories';
import { renderRoutes } from './helpers';

const MADRID = 'Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025';

/** The block's facts as label → text. */
const facts = (block: HTMLElement) =>
  Object.fromEntries([...block.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

function renderPage(path: string, copy = false) {
  const app = createFakeApp({ loggedIn: true, path });
  if (copy) addReferenceCopy(agreementFakes(app.backend));
  renderRoutes(app);
}

describe('reference block of the agreement page', () => {
  it('a reference agreement: territory, validity, REGCON, source, pending check and what is missing', async () => {
    renderPage(`/agreement/${FAKE_BASE_AGREEMENT_ID}`);
    const block = await screen.findByRole('region', { name: 'Datos del convenio de referencia' }, { timeout: 3000 });
    expect(facts(block)).toEqual({
      Territorio: 'Comunidad de Madrid (Autonómico: Comunidad de Madrid)',
      // the fakes' year is 2026, after the agreement's end: a reference agreement keeps applying
      Vigencia: 'En ultraactividad (2022–2025)',
      'Código REGCON': '28002585011981',
      Fuente: 'BOCM (revisión salarial de 2025, BOCM-20250303-21) (03/03/2025)',
      Comprobación: 'Cifras de referencia pendientes de comprobar con el boletín',
    });
    expect(
      within(block).getByRole('link', { name: 'BOCM (revisión salarial de 2025, BOCM-20250303-21)' }).getAttribute('href'),
    ).toBe('https://www.bocm.es/boletin/CM_Orden_BOCM/2025/03/03/BOCM-20250303-21.PDF');
    const missing = within(block).getByRole('list', { name: 'Lo que no dan las fuentes' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tope de la antigüedad: no se encontró.', 'Incrementos de 2026 en adelante: el convenio está en ultraactividad.']);
  });

  it("a workspace's copy: its base (a link) and version, with the base's territory and verification", async () => {
    renderPage('/agreement/agr-copia', true);
    const block = await screen.findByRole('region', { name: 'Copia de un convenio de referencia' }, { timeout: 3000 });
    const base = await within(block).findByRole('link', { name: MADRID });
    expect(base.getAttribute('href')).toBe(`/agreement/${FAKE_BASE_AGREEMENT_ID}`);
    expect(base.parentElement!.textContent).toBe(`Copiado de ${MADRID}, versión 1`);
    expect(facts(block)).toMatchObject({
      Territorio: 'Comunidad de Madrid (Autonómico: Comunidad de Madrid)',
      Vigencia: 'En ultraactividad (2022–2025)',
      Comprobación: 'Cifras de referencia pendientes de comprobar con el boletín',
    });
  });

  it("a workspace's own agreement has no reference block", async () => {
    renderPage('/agreement/agr-avila');
    expect(await screen.findByRole('heading', { level: 1, name: 'Limpieza Ávila 2024-2027' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /convenio de referencia/i })).toBeNull();
  });
});
