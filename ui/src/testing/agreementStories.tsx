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
