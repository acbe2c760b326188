/** "Festivos trabajados" of the agreement form (docs/budget.md §1): one choice, each with the line that explains it. */
import { CATEGORY_LABELS, HOLIDAY_WORK_COMPENSATION_OPTIONS, type HolidayWorkCompensation } from '@licita/domain';
import { OptionCards } from '../../components/OptionCards';

export function HolidayWorkField({
  value,
  disabled = false,
  onChange,
}: {
  value: HolidayWorkCompensation;
  disabled?: boolean;
  onChange(v: HolidayWorkCompensation): void;
}) {
  return (
    <OptionCards
      value={value}
      options={HOLIDAY_WORK_COMPENSATION_OPTIONS}
      label={CATEGORY_LABELS.holiday_work_compensation}
      className="grid grid-cols-1 gap-3 md:grid-cols-3"
      disabled={disabled}
      onChange={onChange}
    />
  );
}
