/**
 * Every field of the contract's fixed shift is one the shift dialog shows by its label (the contract's title), so a
 * field added to the contract fails here until the dialog has its input.
 */
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { SHIFT_LABELS } from '@licita/domain';
import { openNewShiftDialog } from './shift-dialog';

/** Fields the dialog shows under other words: the ranges by their four times, the days by the day picker. */
const SHOWN_APART: ReadonlySet<string> = new Set([
  'shift_times',
  'weekdays_working',
  'work_in_holidays',
  'weekday_work_in_holidays',
]);

describe('the fixed shift dialog', () => {
  it("shows every field of the contract's shift by its label", async () => {
    const { user, modal } = await openNewShiftDialog();
    await user.click(within(modal).getByLabelText('Turno partido'));
    await user.click(within(modal).getByLabelText(SHIFT_LABELS.exists_period_without_work));
    const missing = Object.entries(SHIFT_LABELS)
      .filter(([field]) => !SHOWN_APART.has(field))
      .filter(([, label]) => within(modal).queryAllByText(label).length === 0)
      .map(([field, label]) => `${field} («${label}»)`);
    expect(missing).toEqual([]);
  });
});
