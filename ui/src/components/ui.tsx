import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { ChevronRightIcon, SpinnerIcon } from './icons';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary: 'bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-brand-600',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
  ghost: 'text-slate-600 hover:bg-slate-100 focus-visible:outline-brand-600',
};

export function Button({
  variant = 'primary',
  loading = false,
  className = '',
  children,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Aspecto del botón: primary (acción principal), secondary, danger (acción destructiva) o ghost (sin borde). */
  variant?: Variant;
  /** Ocupado: muestra un indicador de carga y desactiva el botón. */
  loading?: boolean;
}) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold shadow-xs transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`}
    >
      {loading && <SpinnerIcon width={16} height={16} />}
      {children}
    </button>
  );
}

export function IconButton({
  label,
  children,
  className = '',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      className={`rounded-md p-1.5 text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </button>
  );
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Inicio > Licitaciones > … */
export function Breadcrumb({
  items,
}: {
  /** Las migas de la ruta, de la raíz a la página actual; la última no lleva enlace. */
  items: Crumb[];
}) {
  return (
    <nav aria-label="Ruta de navegación" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        {items.map((c, i) => (
          <li key={`${c.label}-${i}`} className="flex min-w-0 items-center gap-1">
            {i > 0 && <ChevronRightIcon width={14} height={14} className="shrink-0 text-slate-400" />}
            {c.href ? (
              <Link href={c.href} className="hover:text-brand-700 hover:underline">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-slate-800">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function EmptyState({
  title,
  subtitle,
  icon,
}: {
  /** Título del estado vacío (por ejemplo, «No hay simulaciones»). */
  title: string;
  /** Texto secundario bajo el título (qué hacer a continuación). */
  subtitle?: string;
  /** Icono opcional sobre el título. */
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      {icon && <div className="mb-3 text-slate-400">{icon}</div>}
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {subtitle && <p className="mt-1 text-sm text-slate-500">{subtitle}</p>}
    </div>
  );
}

export function PageLoading({
  label = 'Cargando…',
}: {
  /** Texto que acompaña al indicador de carga. */
  label?: string;
}) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-500">
      <SpinnerIcon />
      <span>{label}</span>
    </div>
  );
}

export const SUPPORT_EMAIL = 'soporte@licita.es';

export function SupportContact() {
  return (
    <p className="text-sm text-slate-500">
      ¿Necesitas ayuda? Contacta con soporte:{' '}
      <a className="font-medium text-brand-700 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
        {SUPPORT_EMAIL}
      </a>
    </p>
  );
}

/** A card's name as the button that opens it; the button's area stretches over the whole card (its `relative` box). */
export function CardOpenButton({ onOpen, children }: { onOpen(): void; children: ReactNode }) {
  return (
    <button type="button" onClick={onOpen} className="text-left after:absolute after:inset-0 focus-visible:outline-none">
      {children}
    </button>
  );
}
