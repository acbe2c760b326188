/** What the app's plain forms repeat: their string fields' state and the right-aligned submit button. */
import { useState, type FormEvent } from 'react';
import { Button } from './ui';

/** A form's fields: `set(key)` is an input's onChange; `submit` sends the values when `canSend`. */
export function useFieldsForm<F extends object>(initial: F | (() => F), canSend: boolean, onSubmit: (form: F) => void) {
  const [form, setForm] = useState<F>(initial);
  const set = (k: keyof F) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSend) onSubmit(form);
  };
  return { form, setForm, set, submit };
}

/** The form's submit button at its right edge ('Guardar', 'Actualizar'…). */
export function SubmitRow({ label, saving, disabled }: { label: string; saving: boolean; disabled?: boolean }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={saving} disabled={disabled}>
        {label}
      </Button>
    </div>
  );
}
