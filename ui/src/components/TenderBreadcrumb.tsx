import type { ReactNode } from 'react';
import { breadcrumbName, truncate } from '@licita/domain';
import { Breadcrumb } from './ui';

/** Inicio > Licitaciones > the tender > one of its items (a simulation, a previous study) [> a page of that item]. */
export function TenderItemBreadcrumb({
  project,
  item,
  itemHref,
  page,
}: {
  project: { uid: string; name: string };
  item: string;
  itemHref?: string;
  page?: string;
}) {
  return (
    <Breadcrumb
      items={[
        { label: 'Inicio', href: '/' },
        { label: 'Licitaciones', href: '/projects' },
        { label: truncate(project.name), href: `/projects/${project.uid}` },
        { label: breadcrumbName(item), href: itemHref },
        ...(page ? [{ label: page }] : []),
      ]}
    />
  );
}

/** An editor's title row: the item's name, and its actions on the right. */
export function EditorTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-4">
      <h1 className="min-w-0 text-2xl font-semibold break-words text-slate-900">{title}</h1>
      {children}
    </div>
  );
}
