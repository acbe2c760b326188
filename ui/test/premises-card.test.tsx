/** The premises at the top of the results (premises.md §1), as a preparer reads them. */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import * as premiseStories from '../src/screens/simulation/PremisesCard.stories';
import * as resultStories from '../src/screens/simulation/ResultCards.stories';

setProjectAnnotations(preview);
const { NoPremises, Many, OneInfo } = composeStories(premiseStories);
const { WithPremises, WithoutOffer } = composeStories(resultStories);

describe('Premisas que revisará la mesa', () => {
  it('errors first, then warnings, then assumptions, each with its message and detail in its colour', () => {
    render(<Many />);
    const card = screen.getByRole('region', { name: 'Premisas que revisará la mesa' });
    const groups = within(card)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['La oferta no se puede defender así', 'La mesa lo preguntará', 'Supuestos del cálculo']);
    const error = within(card).getByRole('region', { name: 'La oferta no se puede defender así' });
    expect(within(error).getByText(/^La oferta no cubre los costes directos: deja sin cubrir 3\.654,24 €/).className).toMatch(
      /red/,
    );
    const warnings = within(card).getByRole('region', { name: 'La mesa lo preguntará' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual([
      'El convenio «Limpieza de edificios y locales de la Comunidad de Madrid» terminó en 2025; para 2026, 2027 y 2028 se supone que se repite el último incremento (2,8 %).',
      'El convenio «Limpieza de edificios y locales de la Comunidad de Madrid» es de ámbito autonómico (Comunidad de Madrid) y el centro «Hospital Virgen del Rocío», en Sevilla (Andalucía), está fuera de él.',
      'El presupuesto base (140.000,00 €) no cubre el coste laboral de la plantilla (150.700,00 €)',
    ]);
    expect(within(warnings).getByText(/^Vigencia del convenio: 2022–2025\. Años del servicio: 2026, 2027 y 2028\./)).toBeTruthy();
    expect(within(warnings).getAllByRole('listitem')[0]!.firstElementChild!.className).toMatch(/amber/);
  });

  it('one assumption: only its group, in blue-grey', () => {
    render(<OneInfo />);
    const card = screen.getByRole('region', { name: 'Premisas que revisará la mesa' });
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Supuestos del cálculo']);
    expect(within(card).getByText(/salario mínimo interprofesional/).className).toMatch(/slate/);
  });

  it('nothing when the results carry no premises (older results)', () => {
    const { unmount } = render(<NoPremises />);
    expect(screen.queryByRole('region', { name: 'Premisas que revisará la mesa' })).toBeNull();
    unmount();
    render(<WithoutOffer />);
    expect(screen.queryByRole('region', { name: 'Premisas que revisará la mesa' })).toBeNull();
  });

  it('on the results, the premises come before every figure', () => {
    render(<WithPremises />);
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions[0]).toBe('Premisas que revisará la mesa');
  });
});
