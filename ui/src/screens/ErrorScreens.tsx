import { useEffect } from 'react';
import { Link } from 'wouter';
import { TOKENS } from '@licita/application';
import { CONNECTION_LOST, PAGE_NOT_FOUND } from '@licita/domain';
import { useService } from '../app/container';
import { SupportContact } from '../components/ui';
import { WifiOffIcon } from '../components/icons';

function ErrorCard({ title, icon, children }: { title: string; icon?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <div className="flex max-w-lg flex-col items-center gap-4 rounded-2xl bg-white px-8 py-10 text-center shadow-sm ring-1 ring-slate-200">
      {icon}
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children}
      <Link href="/" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        Volver al inicio
      </Link>
      <SupportContact />
    </div>
  );
}

/** /404: also where server-side failures are sent. */
export function NotFoundScreen() {
  return (
    <ErrorCard title={PAGE_NOT_FOUND} icon={<span className="text-6xl font-bold text-brand-600">404</span>}>
      <p className="text-slate-600">La página que buscas no existe o no está disponible.</p>
    </ErrorCard>
  );
}

/** /notfound: the connection was lost; the token is cleared on open. */
export function ConnectionLostScreen() {
  const session = useService(TOKENS.SessionStore);
  useEffect(() => {
    session.clear();
  }, [session]);
  return (
    <ErrorCard title={CONNECTION_LOST} icon={<WifiOffIcon width={56} height={56} className="text-red-500" />}>
      <p className="text-slate-600">Comprueba tu conexión y vuelve a iniciar sesión.</p>
    </ErrorCard>
  );
}
