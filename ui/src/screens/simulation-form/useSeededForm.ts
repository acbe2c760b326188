import { useEffect, useState, type FormEvent } from 'react';
import type { CenterRead, FieldError } from '@licita/domain';
import { byField, type Errors } from './fields';

/** The props of a modal with 'Continuar añadiendo' (surrogates, other costs). */
export interface SeededModalProps<V, How> {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Edit mode when true. */
  editing: boolean;
  /** Valores con los que se abre el formulario (los de la fila que se edita, o vacíos). */
  seed: V;
  /** Changes when the form must start again from `seed`. */
  version: number;
  /** The simulation's centers; null hides the field (a previous study has no centers: its rows apply to all of it). */
  centers: CenterRead[] | null;
  /** Guardando: los botones muestran que está ocupado. */
  saving?: boolean;
  /** Errores que devuelve el servidor por nombre de campo, en español. */
  serverErrors?: Errors;
  /** Se llama con los valores del formulario al guardar. */
  onSubmit(values: V, how: How): void;
  /** Se llama al cancelar o cerrar el diálogo. */
  onClose(): void;
}

/**
 * The values of a modal with 'Continuar añadiendo': started again from `seed` each time it opens or `version` moves;
 * the rule's messages show once the user has tried to save (the server's always); `submit(how)` sends the values
 * only when the rule finds nothing.
 */
export function useSeededForm<V, How>(
  { open, seed, version, serverErrors = {}, onSubmit }: SeededModalProps<V, How>,
  validate: (values: V) => readonly FieldError[],
) {
  const [v, setV] = useState<V>(seed);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setV(seed);
      setTried(false);
    }
  }, [open, seed, version]);
  const errors: Errors = { ...(tried ? byField(validate(v)) : {}), ...serverErrors };
  const set = (p: Partial<V>) => setV({ ...v, ...p });
  const submit = (how: How) => (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (validate(v).length) return;
    onSubmit(v, how);
  };
  return { v, set, errors, submit };
}
