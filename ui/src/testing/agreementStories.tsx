/** Story helpers of the agreements slice: a fake app whose agreement / catalogue data a story can change. */
import { useState, type ReactNode } from 'react';
import { agreementFakes, type InMemoryAgreementBackend } from '@licita/application/fakes';
import { AppLayout } from '../shell/Layout';
import { FakeAppProvider, createFakeApp, type FakeAppOptions } from './fakeApp';

export function AgreementStoryApp({
  options,
  data,
  children,
}: {
  options: FakeAppOptions;
  data?: (fakes: InMemoryAgreementBackend) => void;
  children: ReactNode;
}) {
  const [app] = useState(() => {
    const a = createFakeApp({ loggedIn: true, ...options });
    data?.(agreementFakes(a.backend));
    return a;
  });
  return (
    <FakeAppProvider app={app}>
      <AppLayout>{children}</AppLayout>
    </FakeAppProvider>
  );
}
