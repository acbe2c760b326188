/** Story helpers of the agreements slice: a fake app whose agreement / catalogue data a story can change. */
import type { ReactNode } from 'react';
import { agreementFakes, type InMemoryAgreementBackend } from '@licita/application/fakes';
import { AppLayout } from '../shell/Layout';
import { PreparedApp, type FakeAppOptions } from './fakeApp';

export function AgreementStoryApp({
  options,
  data,
  children,
}: {
  options: FakeAppOptions;
  data?: (fakes: InMemoryAgreementBackend) => void;
  children: ReactNode;
}) {
  return (
    <PreparedApp
      options={{ loggedIn: true, ...options }}
      prepare={(a) => {
        data?.(agreementFakes(a.backend));
      }}
    >
      <AppLayout>{children}</AppLayout>
    </PreparedApp>
  );
}

/** A copy of the Madrid reference agreement in the demo workspace, made from version 1 of its base. */
export function addReferenceCopy(f: InMemoryAgreementBackend) {
  const [base, own] = f.agreements;
  f.agreements.push({
    ...structuredClone(base),
    ...{ id: 'agr-copia', uid: 'agr-copia', workspace_id: own.workspace_id, agreement_base_id: base.id },
    ...{ name: `${base.name} (copia)`, reference: null, base_version: 1, update_permissions: true },
  });
}
