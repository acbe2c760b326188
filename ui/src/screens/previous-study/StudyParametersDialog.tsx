import { useEffect, useRef, useState } from 'react';
import { TOKENS } from '@licita/application';
import {
  parametersToForm,
  validateParametersForm,
  type ParametersForm,
  type PreviousStudy,
  PREVIOUS_STUDY_MESSAGES,
} from '@licita/domain';
import { useService } from '../../app/container';
import { byField, formErrors, type Errors } from '../simulation-form/fields';
import { ParametersDialogView } from '../simulation/ParametersDialog';

/**
 * 'Modificar' of a solved previous study: the simulation's parameters dialog (Absentismo, Beneficio, other costs)
 * bound to the study. Guardar re-costs the study asynchronously and waits for FINISHED, or shows the ERROR;
 * 'Restablecer valores del formulario' brings back the values the solution was costed with.
 */
export function StudyParametersDialog({
  open,
  studyId,
  onClose,
  onModified,
}: {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Identificador del estudio previo cuyos parámetros se modifican. */
  studyId: string;
  /** Se llama al cerrar el diálogo. */
  onClose(): void;
  /** Se llama con el estudio previo una vez modificados sus parámetros. */
  onModified(s: PreviousStudy): void;
}) {
  const solution = useService(TOKENS.PreviousStudySolution);
  const [loaded, setLoaded] = useState<ParametersForm | null>(null);
  const [form, setForm] = useState<ParametersForm | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  // the parent's callback may change on every render; loading depends only on opening
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return undefined;
    setLoaded(null);
    setForm(null);
    setTried(false);
    setServerErrors({});
    const sub = solution.parameters(studyId).subscribe({
      next: (p) => {
        const f = parametersToForm(p);
        setLoaded(f);
        setForm(f);
      },
      error: () => close.current(),
    });
    return () => sub.unsubscribe();
  }, [open, studyId, solution]);
  const errors: Errors = { ...(tried && form ? byField(validateParametersForm(form)) : {}), ...serverErrors };
  const save = () => {
    if (!form) return;
    setTried(true);
    if (validateParametersForm(form).length) return;
    setSaving(true);
    setServerErrors({});
    solution.modify(studyId, form).subscribe({
      next: (s) => {
        setSaving(false);
        onModified(s);
      },
      error: (err) => {
        setSaving(false);
        setServerErrors(formErrors(err));
      },
    });
  };
  return (
    <ParametersDialogView
      open={open}
      form={form}
      errors={errors}
      progress={saving ? { phase: 'saving' } : null}
      note={null}
      updatingText={PREVIOUS_STUDY_MESSAGES.updating}
      onChange={setForm}
      onReset={() => loaded && (setForm(loaded), setTried(false), setServerErrors({}))}
      onSave={save}
      onClose={() => !saving && onClose()}
    />
  );
}
