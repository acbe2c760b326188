import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { costResults, demoParameters, demoWorkers } from '@licita/application/fakes';
import { SmiTopupCard } from '../src/screens/simulation/SmiTopupCard';
import { EXAMPLE_SMI_TOPUPS } from '../src/testing/premiseStories';

const base = costResults(demoWorkers(), { ...demoParameters(), offer_price: null });

describe('Complemento hasta el SMI on the results page', () => {
  it('lists each category and year raised to the SMI, with its source, and says a carried year is one', () => {
    // a 14.000 € table against the 2026 SMI (17.094 €): 3.094 € a full-time worker, two workers
    render(
      <SmiTopupCard
        results={{
          ...base,
          smi_topups: EXAMPLE_SMI_TOPUPS,
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Complemento hasta el SMI' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Limpiador/a', '2026', '14.000,00 €', '17.094,00 €', 'RD 126/2026', '6.188,00 €'],
      [
        'Limpiador/a',
        '2027',
        '14.000,00 €',
        '17.094,00 €',
        'sin SMI publicado ni previsto para 2027: se usa el último conocido, RD 126/2026',
        '6.188,00 €',
      ],
    ]);
  });

  it('shows nothing when no salary was below the SMI', () => {
    const { container } = render(<SmiTopupCard results={base} />);
    expect(container.textContent).toBe('');
  });
});
