/** Small pieces shared by the agreement and catalogue screens: labelled fields, a tooltip. */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { TEXT_MAX_LENGTH } from '@licita/domain';
import { Breadcrumb, PageLoading } from '../../components/ui';

const inputClass =
  'mt-1 block w-full rounded-lg border-0 px-3 py-2 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:ring-red-500';

export function FieldMessage({ id, error, warning }: { id: string; error?: string | null; warning?: string | null }) {
  if (error)
    return (
      <p id={id} role="alert" className="mt-1 text-xs text-red-600">
        {error}
      </p>
    );
  if (warning)
    return (
      <p id={id} className="mt-1 text-xs text-amber-700">
        {warning}
      </p>
    );
  return null;
}

export function TextField({
  label,
  error,
  warning,
  hint,
  suffix,
  className = '',
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  warning?: string | null;
  hint?: string;
  suffix?: string;
}) {
  const id = useId();
  const msg = `${id}-msg`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          // the contract's longest text field; a pasted megabyte never reaches the page's state or the server
          maxLength={TEXT_MAX_LENGTH}
          {...rest}
          aria-invalid={!!error}
          aria-describedby={error || warning ? msg : undefined}
          title={hint ?? rest.title}
          className={`${inputClass} ${suffix ? 'pr-10' : ''}`}
        />
        {suffix && (
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 pt-1 text-sm text-slate-400">
            {suffix}
          </span>
        )}
      </div>
      <FieldMessage id={msg} error={error} warning={warning} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  options,
  className = '',
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | null;
  options: readonly (readonly [string, string])[];
}) {
  const id = useId();
  return (
    // min-w-0: a grid cell may shrink below its longest option (a multiple select is as wide as it otherwise)
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} {...rest} aria-invalid={!!error} aria-describedby={error ? `${id}-msg` : undefined} className={inputClass}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-msg`} error={error} />
    </div>
  );
}

/** A hover / focus tooltip; the text is also the element's accessible description. */
export function Tooltip({ text, children }: { text: string; children: ReactNode }) {
  return (
    <span className="group relative inline-flex" title={text}>
      {children}
      <span
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 hidden w-max max-w-xs -translate-x-1/2 rounded-md bg-slate-800 px-2 py-1 text-xs text-white group-focus-within:block group-hover:block"
      >
        {text}
      </span>
    </span>
  );
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A 24×24 outline icon drawn in the text's colour (18 px unless sized), hidden from assistive technology. */
function StrokeIcon({
  width = 18,
  height = 18,
  className,
  children,
}: {
  width?: number;
  height?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={width}
      height={height}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

export const WarningIcon = (p: { width?: number; height?: number; className?: string }) => (
  <StrokeIcon {...p}>
    <path
      d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </StrokeIcon>
);

export const CopyIcon = (p: { width?: number; height?: number }) => (
  <StrokeIcon {...p}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </StrokeIcon>
);

export const PdfIcon = (p: { width?: number; height?: number }) => (
  <StrokeIcon {...p}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" />
    <path d="M14 3v6h6M8 15h8M8 11h3" strokeLinecap="round" />
  </StrokeIcon>
);

/** 'Inicio › Convenios', and the agreement shown when there is one. */
export function AgreementsBreadcrumb({ current }: { current?: string }) {
  return (
    <Breadcrumb
      items={[
        { label: 'Inicio', href: '/' },
        { label: 'Convenios', href: '/agreements' },
        ...(current === undefined ? [] : [{ label: current }]),
      ]}
    />
  );
}

/** An agreement page's body: the load's error, 'Cargando convenio…' until the agreement is there, then the page. */
export function AgreementLoadState<T>({
  error,
  value,
  children,
}: {
  error: string | null;
  value: T | null;
  children(value: T): ReactNode;
}) {
  if (error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        {error}
      </p>
    );
  if (!value) return <PageLoading label="Cargando convenio…" />;
  return children(value);
}

/** Opens a window at once (so pop-up blockers allow it) and sends it to the URL when it arrives. */
export function openInNewWindow(url$: { subscribe(o: { next(url: string): void; error(): void }): unknown }): void {
  const win = typeof window !== 'undefined' ? window.open('', '_blank') : null;
  url$.subscribe({
    next: (url) => {
      if (win) win.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    error: () => win?.close(),
  });
}
