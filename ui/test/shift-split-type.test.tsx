/**
 * Ticking and unticking 'Turno partido' gives the shift back the type it had (Tarde stays Tarde), instead of
 * putting it back to Mañana.
 */
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { SHIFT_LABELS } from '@licita/domain';
import { openNewShiftDialog } from './shift-dialog';

async function openNewShift() {
  const { user, modal } = await openNewShiftDialog();
  const type = () => within(modal).getByLabelText(SHIFT_LABELS.shift_type) as HTMLSelectElement;
  const shown = () => type().selectedOptions[0]?.textContent;
  return { user, modal, type, shown };
}

describe("the fixed shift dialog's 'Turno partido'", () => {
  it('keeps the type picked before it was ticked (Tarde), not Mañana', async () => {
    const { user, modal, type, shown } = await openNewShift();
    await user.selectOptions(type(), 'Tarde');
    await user.click(within(modal).getByLabelText('Turno partido'));
    expect(shown()).toBe('Partido');
    expect(within(modal).getByLabelText(SHIFT_LABELS.second_time_init)).toBeTruthy();
    await user.click(within(modal).getByLabelText('Turno partido'));
    expect(shown()).toBe('Tarde');
    expect(within(modal).queryByLabelText(SHIFT_LABELS.second_time_init)).toBeNull();
  });

  it('keeps the type its times gave (22:00–06:00 is Noche)', async () => {
    const { user, modal, shown } = await openNewShift();
    await user.type(within(modal).getByLabelText(SHIFT_LABELS.time_init), '22:00');
    await user.type(within(modal).getByLabelText(SHIFT_LABELS.time_end), '06:00');
    expect(shown()).toBe('Noche');
    await user.click(within(modal).getByLabelText('Turno partido'));
    await user.click(within(modal).getByLabelText('Turno partido'));
    expect(shown()).toBe('Noche');
  });
});
