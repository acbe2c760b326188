import type { ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';

/** A modal dialog with its title, in three widths; the product's forms and pickers open in it. */
export function WideModal({
  open,
  onClose,
  title,
  children,
  size = 'lg',
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}) {
  const width = size === 'md' ? 'max-w-md' : size === 'lg' ? 'max-w-2xl' : 'max-w-4xl';
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className={`relative max-h-[92vh] w-full ${width} overflow-y-auto rounded-2xl bg-white p-6 shadow-xl`}>
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
