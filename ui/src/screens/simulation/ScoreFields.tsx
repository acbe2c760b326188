/**
 * "Puntuación económica" in 'Modificar parámetros' (docs/budget.md §5): the pliego's formula with its usual
 * wording as help, its points and the extra number it needs, our technical points, and the competitors table
 * (name, price, technical points) that replaced the plain list of other offers.
 */
import {
  FORMULA_CHOICES,
  MAX_COMPETITORS_FORM,
  SCORE_MESSAGES as M,
  blankCompetitor,
  type CompetitorForm,
  type ScoreForm,
  NOTICE_LABELS,
} from '@licita/domain';
import { NumberField } from '../../components/NumberField';
import { Button } from '../../components/ui';
import { SelectField, TextField } from '../agreements/parts';

type Errors = Record<string, string>;

const FORMULA_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['', M.noFormula],
  ...FORMULA_CHOICES.map((c) => [c.value, c.label] as const),
];

function CompetitorRow({
  c,
  i,
  errors,
  disabled,
  onChange,
  onRemove,
}: {
  c: CompetitorForm;
  i: number;
  errors: Errors;
  disabled: boolean;
  onChange(c: CompetitorForm): void;
  onRemove(): void;
}) {
  const p = `competitors[${i}]`;
  return (
    <tr className="align-top">
      <td className="py-1 pr-2">
        <TextField
          label={M.name}
          aria-label={`${M.name} ${i + 1}`}
          className="[&>label]:sr-only"
          value={c.name}
          maxLength={200}
          disabled={disabled}
          error={errors[`${p}.name`]}
          onChange={(e) => onChange({ ...c, name: e.target.value })}
        />
      </td>
      <td className="py-1 pr-2">
        <NumberField
          display="money"
          hideLabel
          label={`${M.price} del competidor ${i + 1}`}
          suffix="€"
          value={c.price}
          disabled={disabled}
          error={errors[`${p}.price`]}
          onChange={(e) => onChange({ ...c, price: e.target.value })}
        />
      </td>
      <td className="py-1 pr-2">
        <NumberField
          hideLabel
          label={`${M.competitorPoints} del competidor ${i + 1}`}
          value={c.technical_points}
          disabled={disabled}
          error={errors[`${p}.technical_points`]}
          onChange={(e) => onChange({ ...c, technical_points: e.target.value })}
        />
      </td>
      <td className="py-1">
        <Button variant="ghost" disabled={disabled} aria-label={M.remove(i)} onClick={onRemove}>
          Quitar
        </Button>
      </td>
    </tr>
  );
}

interface ScorePartProps {
  score: ScoreForm;
  errors: Errors;
  disabled: boolean;
  onChange(score: ScoreForm): void;
}

/** The formula (with its help and the notice's wording), its points and extra number, and our technical points. */
function FormulaFields({ score, errors, disabled, onChange, noticeFormula }: ScorePartProps & { noticeFormula: string | null }) {
  const choice = FORMULA_CHOICES.find((c) => c.value === score.formula);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <SelectField
          label={M.formula}
          options={FORMULA_OPTIONS}
          value={score.formula}
          disabled={disabled}
          onChange={(e) => onChange({ ...score, formula: e.target.value as ScoreForm['formula'] })}
        />
        {choice && <p className="mt-1 text-xs text-slate-500">{choice.help}</p>}
        {noticeFormula && (
          <p className="mt-1 text-xs text-slate-700">
            {NOTICE_LABELS.noticeFormula} {noticeFormula}
          </p>
        )}
      </div>
      {choice && (
        <NumberField
          label={M.maxPoints}
          value={score.max_points}
          disabled={disabled}
          error={errors['price_score.max_points']}
          onChange={(e) => onChange({ ...score, max_points: e.target.value })}
        />
      )}
      {choice?.extra === 'satiety_discount_percent' && (
        <NumberField
          label={M.satiety}
          suffix="%"
          value={score.satiety_discount_percent}
          disabled={disabled}
          error={errors['price_score.satiety_discount_percent']}
          hint="Puntos de baja a partir de los cuales no se suman más puntos"
          onChange={(e) => onChange({ ...score, satiety_discount_percent: e.target.value })}
        />
      )}
      {choice?.extra === 'exponent' && (
        <NumberField
          label={M.exponent}
          value={score.exponent}
          disabled={disabled}
          error={errors['price_score.exponent']}
          hint="Entre 0,01 y 1 (0,5 es la raíz cuadrada)"
          onChange={(e) => onChange({ ...score, exponent: e.target.value })}
        />
      )}
      <NumberField
        label={M.technicalPoints}
        value={score.technical_points}
        disabled={disabled}
        error={errors.technical_points}
        hint="Los puntos que esperas en los criterios que no son el precio"
        onChange={(e) => onChange({ ...score, technical_points: e.target.value })}
      />
    </div>
  );
}

/** The competitors' table (name, price, technical points), with Añadir up to the most the form takes. */
function CompetitorsTable({ score, errors, disabled, onChange }: ScorePartProps) {
  const setCompetitor = (i: number, c: CompetitorForm) =>
    onChange({ ...score, competitors: score.competitors.map((x, k) => (k === i ? c : x)) });
  return (
    <div className="mt-4">
      <p className="text-sm font-medium text-slate-700">{M.competitors}</p>
      <p className="text-xs text-slate-500">{M.competitorsHelp}</p>
      {errors.competitors && <p className="mt-1 text-sm text-red-600">{errors.competitors}</p>}
      {score.competitors.length > 0 && (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-slate-500">
              <th className="pr-2 font-medium">{M.name}</th>
              <th className="w-40 pr-2 font-medium">{M.price}</th>
              <th className="w-32 pr-2 font-medium">{M.competitorPoints}</th>
              <th className="w-20">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {score.competitors.map((c, i) => (
              <CompetitorRow
                key={i}
                c={c}
                i={i}
                errors={errors}
                disabled={disabled}
                onChange={(x) => setCompetitor(i, x)}
                onRemove={() => onChange({ ...score, competitors: score.competitors.filter((_, k) => k !== i) })}
              />
            ))}
          </tbody>
        </table>
      )}
      <Button
        variant="secondary"
        className="mt-2"
        disabled={disabled || score.competitors.length >= MAX_COMPETITORS_FORM}
        onClick={() => onChange({ ...score, competitors: [...score.competitors, blankCompetitor()] })}
      >
        {M.add}
      </Button>
    </div>
  );
}

/** `noticeFormula`: the price formula's text of the notice the tender was imported from, shown beside the choice. */
export function ScoreFields({
  score,
  errors,
  disabled,
  onChange,
  noticeFormula = null,
}: ScorePartProps & { noticeFormula?: string | null }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 px-4 pt-1 pb-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{M.part}</legend>
      <FormulaFields score={score} errors={errors} disabled={disabled} onChange={onChange} noticeFormula={noticeFormula} />
      <CompetitorsTable score={score} errors={errors} disabled={disabled} onChange={onChange} />
    </fieldset>
  );
}
