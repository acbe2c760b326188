import { useEffect, useState, type FormEvent } from 'react';
import { validateSimulationName } from '@licita/domain';
import { DialogActions, Modal, NameField } from '../../components/dialogParts';
import { FormularioFileField } from './FormularioFileField';

export interface SimulationNameDialogProps {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** create: crear (con «Crear»); edit: cambiar el nombre (con «Guardar»). */
  mode: 'create' | 'edit';
  /** Nombre con el que se abre el campo (el actual, al editar). */
  initialName?: string;
  /** Names of the tender's other simulations (the name must be unique in the tender). */
  otherNames?: readonly string[];
  /** Guardando: el botón muestra que está ocupado. */
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
  /** Se llama al cancelar o cerrar el diálogo. */
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
    <Modal open={open} onClose={() => !saving && onClose()} title={titles[mode]}>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <NameField id="simulation-name" label={label} value={name} onChange={setName} message={message} />
        {attach && <FormularioFileField disabled={saving} progress={progress} error={fileError} onChange={setFile} />}
        <DialogActions
          onCancel={onClose}
          cancelDisabled={saving}
          busy={saving}
          confirmLabel={mode === 'create' ? 'Crear' : 'Editar'}
        />
      </form>
    </Modal>
  );
}
