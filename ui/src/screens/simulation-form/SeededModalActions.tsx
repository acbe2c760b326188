import { Button } from '../../components/ui';

/** The buttons of a modal with 'Continuar añadiendo' (surrogates, other costs): cancel, continue adding, save. */
export function SeededModalActions({
  saving,
  onCancel,
  continueLabel,
  onContinue,
  submitLabel,
}: {
  saving: boolean;
  onCancel(): void;
  /** 'Continuar añadiendo …'; no such button without it. */
  continueLabel: string | null;
  onContinue(): void;
  submitLabel: string;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      {continueLabel && (
        <Button variant="secondary" loading={saving} onClick={onContinue}>
          {continueLabel}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </div>
  );
}
