import { useEffect, useState, type FormEvent } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { validateSimulationName } from '@licita/domain';
import { Button } from '../../components/ui';
import { FormularioFileField } from './FormularioFileField';

export interface SimulationNameDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  initialName?: string;
  /** Names of the tender's other simulations (the name must be unique in the tender). */
  otherNames?: readonly string[];
  saving?: boolean;
  /** The server's message (e.g. the name taken), shown under the field. */
  error?: string | null;
  /** Creating may carry the simulation's input workbook (Formulario): the field shows, and onSubmit gets the file. */
  withFile?: boolean;
  /** What happens to the attached Formulario while it is sent ('Subiendo archivo…'). */
  progress?: string | null;
  /** Why the attached Formulario was refused: one problem a line (sheet, row and column). */
  fileError?: string | null;
  /** `file`: the Formulario attached (withFile, create mode), or null. */
  onSubmit(name: string, file: File | null): void;
  onClose(): void;
  /** Dialog titles (a previous study reuses the dialog with its own words). */
  titles?: { create: string; edit: string };
  /** The field's label. */
  label?: string;
}

/** 'Nueva simulación' / 'Editar nombre': field 'Nombre simulación*', Crear or Editar, Cancelar. */
export function SimulationNameDialog({
  open,
  mode,
  initialName = '',
  otherNames = [],
  saving = false,
  error = null,
  withFile = false,
  progress = null,
  fileError = null,
  onSubmit,
  onClose,
  titles = { create: 'Nueva simulación', edit: 'Editar nombre' },
  label = 'Nombre simulación*',
}: SimulationNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [local, setLocal] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const attach = withFile && mode === 'create';
  useEffect(() => {
    if (open) {
      setName(initialName);
      setLocal(null);
      setFile(null);
    }
  }, [open, initialName]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = validateSimulationName(name, otherNames);
    if (problems.length) return setLocal(problems[0].message);
    setLocal(null);
    onSubmit(name.trim(), attach ? file : null);
  };
  const message = local ?? error;
  return (
    <Dialog open={open} onClose={() => !saving && onClose()} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">{titles[mode]}</DialogTitle>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <div>
            <label htmlFor="simulation-name" className="block text-sm font-medium text-slate-700">
              {label}
            </label>
            <input
              id="simulation-name"
              autoFocus
              value={name}
              maxLength={255}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={!!message}
              aria-describedby={message ? 'simulation-name-error' : undefined}
              className="mt-1 block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
            />
            {message && (
              <p id="simulation-name-error" role="alert" className="mt-1 text-sm text-red-600">
                {message}
              </p>
            )}
          </div>
          {attach && <FormularioFileField disabled={saving} progress={progress} error={fileError} onChange={setFile} />}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              {mode === 'create' ? 'Crear' : 'Editar'}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
