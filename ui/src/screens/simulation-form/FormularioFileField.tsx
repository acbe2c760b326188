import { SpreadsheetField } from './ImportDialog';

/** The Formulario (.xlsx) a new simulation may be created from: the file field, the upload's progress and the file's problems. */
export function FormularioFileField({
  disabled,
  progress,
  error,
  onChange,
}: {
  disabled: boolean;
  /** 'Subiendo archivo…', 'Procesando…' while it is sent. */
  progress: string | null;
  /** Why the file was refused: one problem a line (sheet, row and column). */
  error: string | null;
  onChange(file: File | null): void;
}) {
  return (
    <div>
      <SpreadsheetField
        id="simulation-file"
        label="Formulario (.xlsx, opcional)"
        disabled={disabled}
        onFile={onChange}
        more="Con un fichero, la simulación se crea con sus datos (el Formulario que se descarga de una simulación)."
      />
      {progress && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {progress}
        </p>
      )}
      {error && (
        <div
          role="alert"
          aria-label="Errores del fichero"
          className="mt-2 max-h-48 overflow-y-auto rounded-lg bg-red-50 p-3 text-xs text-red-700"
        >
          <p className="font-medium">No se ha podido crear la simulación con este fichero:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {error.split('\n').map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
