/** The offer card's own premise beside the margin and the winning price's hint (premises.md §1), as a preparer reads them. */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import * as budgetStories from '../src/screens/simulation/BudgetCard.stories';

setProjectAnnotations(preview);
const { OfferFine, OfferBelowOverheads, OfferBelowBenefit, BelowCost, WinPriceBelowOverheads } = composeStories(budgetStories);

/** "-6.345,49 €" → -6345.49 */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
const GREEN_OR_BLUE = /emerald|brand|green|blue|sky|teal/;

describe('the offer card', () => {
  it('an offer under the overheads: a negative margin in amber, with the premise beside it, never in green or blue', () => {
    render(<OfferBelowOverheads />);
    const margin = screen.getByTestId('margin');
    expect(amount(margin.textContent)).toBeLessThan(0);
    expect(margin.className).toMatch(/amber/);
    const premise = screen.getByTestId('offer-premise');
    expect(premise.textContent).toMatch(
      /^La oferta no cubre los gastos generales: deja sin cubrir [\d.]+,\d\d € de [\d.]+,\d\d €$/,
    );
    // what is left uncovered is minus the margin: the margin is the offer minus C and the overheads
    expect(amount(premise.textContent!.split('cubrir ')[1]!.split(' de ')[0]!)).toBeCloseTo(-amount(margin.textContent), 2);
    const offer = screen.getByRole('region', { name: 'Nuestra oferta' });
    expect(offer.className).toMatch(/amber/);
    expect(offer.className).not.toMatch(GREEN_OR_BLUE);
    expect(screen.getByText('La oferta no incurre en presunción de anormalidad.').className).not.toMatch(GREEN_OR_BLUE);
  });

  it('an offer under the benefit: blue-grey, with its words; under the direct costs: red', () => {
    const { unmount } = render(<OfferBelowBenefit />);
    expect(amount(screen.getByTestId('margin').textContent)).toBeGreaterThan(0);
    expect(screen.getByTestId('offer-premise').textContent).toMatch(/^La oferta no cubre el beneficio: deja sin cubrir/);
    expect(screen.getByTestId('offer-premise').className).toMatch(/slate/);
    unmount();
    render(<BelowCost />);
    expect(screen.getByTestId('offer-premise').textContent).toMatch(/^La oferta no cubre los costes directos: deja sin cubrir/);
    expect(screen.getByTestId('margin').className).toMatch(/red/);
  });

  it('an offer that covers its costs shows no premise', () => {
    render(<OfferFine />);
    expect(screen.queryByTestId('offer-premise')).toBeNull();
  });
});

describe('Ofertar el precio ganador', () => {
  it('says, before it is pressed, what the winning price leaves uncovered', () => {
    render(<WinPriceBelowOverheads />);
    const score = screen.getByRole('region', { name: 'Puntuación' });
    const button = within(score).getByRole('button', { name: 'Ofertar el precio ganador' });
    const hint = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toMatch(
      /^Con el precio ganador \([\d.]+,\d\d €\) quedan sin cubrir [\d.]+,\d\d € de gastos generales$/,
    );
    // the price in the hint is the winning price the part states
    const win = screen.getByTestId('win-price').textContent!.match(/Precio ganador más alto: ([\d.]+,\d\d €)/)![1];
    expect(hint.textContent).toContain(`(${win})`);
  });
});
