import { Breadcrumb } from '../components/ui';

/** Screens not built yet: their Spanish name and 'Disponible próximamente'. */
export function PlaceholderScreen({
  title,
}: {
  /** Título de la sección que aún no está disponible. */
  title: string;
}) {
  return (
    <section>
      <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: title }]} />
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">{title}</h1>
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <p className="text-base font-medium text-slate-700">Disponible próximamente</p>
        <p className="mt-1 text-sm text-slate-500">Esta pantalla estará disponible en una próxima versión.</p>
      </div>
    </section>
  );
}
