import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSpanishNumber } from '@licita/domain';
import { NumberField } from '../src/components/NumberField';

function Form() {
  const [budget, setBudget] = useState('');
  const [vat, setVat] = useState('21');
  return (
    <form>
      <NumberField
        label="Presupuesto base de licitación (sin IVA)"
        display="money"
        suffix="€"
        value={budget}
        onChange={(e) => setBudget(e.target.value)}
      />
      <NumberField label="IVA (%)" suffix="%" value={vat} onChange={(e) => setVat(e.target.value)} />
      <output>{String(readSpanishNumber(budget))}</output>
    </form>
  );
}

describe('NumberField', () => {
  it('reads what is typed the Spanish way, shows it es-ES when left and as typed while edited', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const budget = screen.getByRole('textbox', { name: 'Presupuesto base de licitación (sin IVA)' });
    await user.type(budget, '118500,5');
    expect(budget).toHaveProperty('value', '118500,5');
    await user.tab();
    expect(budget).toHaveProperty('value', '118.500,50');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('118500.5');
    await user.click(budget);
    expect(budget).toHaveProperty('value', '118500,5');
    await user.clear(budget);
    await user.type(budget, '130.000');
    await user.tab();
    expect(budget).toHaveProperty('value', '130.000,00');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('130000');
  });

  it('answers text that is not a number after leaving the field, naming it', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const vat = screen.getByRole('textbox', { name: 'IVA (%)' });
    await user.clear(vat);
    await user.type(vat, '12,3,4');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('IVA (%): tiene más de una coma decimal');
    expect(vat.getAttribute('aria-invalid')).toBe('true');
  });
});
