/**
 * "Cálculo de la seguridad social" (docs/social-security.md): the single percentage (the default) or the employer's
 * contributions by contract type and year, which need the activity's AT/EP rate. Datos Básicos and 'Modificar
 * parámetros' both ask it with these fields.
 */
import { BASIC_DATA_LABELS } from '@licita/domain';
import { NumberField } from '../../components/NumberField';
import { OptionCards, type OptionCard } from '../../components/OptionCards';

export type SocialSecurityMode = 'flat' | 'itemised';

export const SOCIAL_SECURITY_MODE_TEXTS = {
  flat: 'Porcentaje único',
  flatExplanation: 'El porcentaje de «Seguridad social» sobre el coste salarial, sin los pluses que no cotizan.',
  itemised: 'Desglosada por tipo de contrato y año',
  itemisedExplanation:
    'Las cotizaciones de la empresa línea a línea (contingencias comunes, desempleo, FOGASA, formación profesional, MEI y AT/EP) según el contrato de cada persona y el año natural.',
  /** where the rate is read: the public tariff, by the activity's CNAE code (docs/social-security.md) */
  atEpHelp:
    'El tipo de la tarifa de primas de la disposición adicional cuarta de la Ley 42/2006 (redacción del Real Decreto-ley 28/2018) para el código CNAE de la actividad: la suma de IT e IMS. Para la limpieza general de edificios, CNAE 8121.',
} as const;

const OPTIONS: readonly OptionCard<SocialSecurityMode>[] = [
  { value: 'flat', label: SOCIAL_SECURITY_MODE_TEXTS.flat, explanation: SOCIAL_SECURITY_MODE_TEXTS.flatExplanation },
  {
    value: 'itemised',
    label: SOCIAL_SECURITY_MODE_TEXTS.itemised,
    explanation: SOCIAL_SECURITY_MODE_TEXTS.itemisedExplanation,
  },
];

export interface SocialSecurityModeValues {
  social_security_mode?: SocialSecurityMode;
  at_ep_percent?: string;
}

/** The choice of mode and, in itemised mode, the AT/EP rate (required) with where to read it. */
export function SocialSecurityModeFields({
  values,
  error,
  disabled = false,
  onChange,
}: {
  /** the mode chosen and the AT/EP rate as typed */
  values: SocialSecurityModeValues;
  /** the AT/EP rate's message */
  error?: string | null;
  /** read-only (no permission, or a calculation running) */
  disabled?: boolean;
  /** called with what changed: the mode or the rate */
  onChange(p: SocialSecurityModeValues): void;
}) {
  const mode = values.social_security_mode ?? 'flat';
  return (
    <div className="space-y-3">
      <OptionCards
        value={mode}
        options={OPTIONS}
        label={BASIC_DATA_LABELS.social_security_mode}
        className="grid grid-cols-1 gap-3 md:grid-cols-2"
        disabled={disabled}
        onChange={(v) => onChange({ social_security_mode: v })}
      />
      {mode === 'itemised' && (
        <div className="max-w-xl">
          <NumberField
            className="max-w-xs"
            label={BASIC_DATA_LABELS.at_ep_percent}
            suffix="%"
            value={values.at_ep_percent ?? ''}
            error={error}
            disabled={disabled}
            onChange={(e) => onChange({ at_ep_percent: e.target.value })}
          />
          {/* shown with the error too: where to read the rate is what a missing one needs */}
          <p className="mt-1 text-xs text-slate-600">{SOCIAL_SECURITY_MODE_TEXTS.atEpHelp}</p>
        </div>
      )}
    </div>
  );
}
