import { useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { TOKENS } from '@licita/application';
import { isLoggedIn } from '@licita/domain';
import { useService, useSession } from './container';
import { AppLayout, PublicLayout } from '../shell/Layout';
import { Snackbar } from '../shell/Snackbar';
import { lazyNamed } from './lazyNamed';
import { ConnectionLostScreen, NotFoundScreen } from '../screens/ErrorScreens';
import { ScreenSlot } from './ScreenSlot';

// One chunk per screen, fetched on first visit, so the first load carries only the shell. The error screens stay
// in the entry: a lost connection lands on /notfound, and could not fetch its chunk.
const LoginScreen = lazyNamed(() => import('../screens/LoginScreen'), 'LoginScreen');
const TenderListScreen = lazyNamed(() => import('../screens/TenderListScreen'), 'TenderListScreen');
const TenderDetailScreen = lazyNamed(() => import('../screens/TenderDetailScreen'), 'TenderDetailScreen');
const ComparisonScreen = lazyNamed(() => import('../screens/comparison/ComparisonScreen'), 'ComparisonScreen');
const SimulationFormScreen = lazyNamed(() => import('../screens/simulation-form/SimulationFormScreen'), 'SimulationFormScreen');
const SimulationScreen = lazyNamed(() => import('../screens/simulation/SimulationScreen'), 'SimulationScreen');
const SocialSecurityScreen = lazyNamed(() => import('../screens/simulation/SocialSecurityScreen'), 'SocialSecurityScreen');
const PlaceholderScreen = lazyNamed(() => import('../screens/PlaceholderScreen'), 'PlaceholderScreen');
const AgreementListScreen = lazyNamed(() => import('../screens/agreements/AgreementListScreen'), 'AgreementListScreen');
const AgreementDetailScreen = lazyNamed(() => import('../screens/agreements/AgreementDetailScreen'), 'AgreementDetailScreen');
const AgreementFormScreen = lazyNamed(() => import('../screens/agreements/AgreementFormScreen'), 'AgreementFormScreen');
const InventoryScreen = lazyNamed(() => import('../screens/inventory/InventoryScreen'), 'InventoryScreen');
const ProfileScreen = lazyNamed(() => import('../screens/profile/ProfileScreen'), 'ProfileScreen');
const AdminScreen = lazyNamed(() => import('../screens/admin/AdminScreen'), 'AdminScreen');
const PreviousStudyEditorScreen = lazyNamed(
  () => import('../screens/previous-study/PreviousStudyEditorScreen'),
  'PreviousStudyEditorScreen',
);
const PreviousSolutionScreen = lazyNamed(
  () => import('../screens/previous-study/PreviousSolutionScreen'),
  'PreviousSolutionScreen',
);
const RegisterScreen = lazyNamed(() => import('../screens/account/RegisterScreen'), 'RegisterScreen');
const RecoverPasswordScreen = lazyNamed(() => import('../screens/account/RecoverPasswordScreen'), 'RecoverPasswordScreen');
const ResetPasswordScreen = lazyNamed(() => import('../screens/account/ResetPasswordScreen'), 'ResetPasswordScreen');
const AcceptInvitationScreen = lazyNamed(() => import('../screens/account/AcceptInvitationScreen'), 'AcceptInvitationScreen');

/** Performs the redirects use cases ask for (401 → /login, 404/5xx → /404, lost connection → /notfound). */
function Redirects() {
  const navigation = useService(TOKENS.Navigation);
  const [location, navigate] = useLocation();
  useEffect(() => {
    const sub = navigation.requests$.subscribe((path) => navigate(path));
    return () => sub.unsubscribe();
  }, [navigation, navigate]);
  void location;
  return null;
}

/**
 * While logged in: loads the workspaces once (after login or on reload), checks the connection every 300000 ms and
 * renews the access token before it expires.
 */
function SessionKeeper() {
  const session = useService(TOKENS.SessionStore);
  const switchWorkspace = useService(TOKENS.SwitchWorkspace);
  const connection = useService(TOKENS.ConnectionCheck);
  const refresh = useService(TOKENS.SessionRefresh);
  const logged = isLoggedIn(useSession().token);
  useEffect(() => {
    const s = session.state;
    if (!logged || s.workspace || s.isLoading) return undefined;
    const sub = switchWorkspace.initialise().subscribe();
    return () => sub.unsubscribe();
  }, [logged, session, switchWorkspace]);
  useEffect(() => {
    if (!logged) return undefined;
    const sub = connection.watch().subscribe();
    return () => sub.unsubscribe();
  }, [logged, connection]);
  useEffect(() => {
    if (!logged) return undefined;
    const sub = refresh.keepAlive().subscribe();
    return () => sub.unsubscribe();
  }, [logged, refresh]);
  return null;
}

/** A protected route: no token → /login. */
function Protected({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (!isLoggedIn(token)) return <Redirect to="/login" replace />;
  return (
    <AppLayout>
      <ScreenSlot>{children}</ScreenSlot>
    </AppLayout>
  );
}

/** The public restricted route (login): a token → /projects. */
function Restricted({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (isLoggedIn(token)) return <Redirect to="/projects" replace />;
  return (
    <PublicLayout>
      <ScreenSlot>{children}</ScreenSlot>
    </PublicLayout>
  );
}

/** The addresses without a session: login and account pages, the error screens (Switch flattens the fragment). */
const PUBLIC_ROUTES = (
  <>
    <Route path="/">
      <Redirect to="/projects" replace />
    </Route>
    <Route path="/login">
      <Restricted>
        <LoginScreen />
      </Restricted>
    </Route>
    <Route path="/notfound">
      <PublicLayout topBar>
        <ConnectionLostScreen />
      </PublicLayout>
    </Route>
    <Route path="/404">
      <PublicLayout>
        <NotFoundScreen />
      </PublicLayout>
    </Route>
    <Route path="/reset-password">
      <PublicLayout>
        <ScreenSlot>
          <ResetPasswordScreen />
        </ScreenSlot>
      </PublicLayout>
    </Route>
    <Route path="/invitation">
      <PublicLayout>
        <ScreenSlot>
          <AcceptInvitationScreen />
        </ScreenSlot>
      </PublicLayout>
    </Route>
    <Route path="/register">
      <Restricted>
        <RegisterScreen />
      </Restricted>
    </Route>
    <Route path="/recover-password">
      <Restricted>
        <RecoverPasswordScreen />
      </Restricted>
    </Route>
  </>
);

/** A tender's pages: the list, its detail, comparison, simulations and previous studies. */
const TENDER_ROUTES = (
  <>
    <Route path="/projects">
      <Protected>
        <TenderListScreen />
      </Protected>
    </Route>
    <Route path="/projects/:id">
      {(p) => (
        <Protected>
          <TenderDetailScreen id={p.id} />
        </Protected>
      )}
    </Route>
    <Route path="/projects/:id/compare">
      {(p) => (
        <Protected>
          <ComparisonScreen projectId={p.id} />
        </Protected>
      )}
    </Route>
    <Route path="/projects/:id/simulations/:simulationId">
      {(p) => (
        <Protected>
          <SimulationScreen key={p.simulationId} projectId={p.id} simulationId={p.simulationId} />
        </Protected>
      )}
    </Route>
    <Route path="/simulation/:projectId/:simulationId/form">
      {(p) => (
        <Protected>
          <SimulationFormScreen key={p.simulationId} projectId={p.projectId} simulationId={p.simulationId} />
        </Protected>
      )}
    </Route>
    <Route path="/social_security_cost/:projectId/:simulationId">
      {(p) => (
        <Protected>
          <SocialSecurityScreen key={p.simulationId} projectId={p.projectId} simulationId={p.simulationId} />
        </Protected>
      )}
    </Route>
    <Route path="/previous/:projectId/:previousStudyId">
      {(p) => (
        <Protected>
          <PreviousStudyEditorScreen key={p.previousStudyId} projectId={p.projectId} previousStudyId={p.previousStudyId} />
        </Protected>
      )}
    </Route>
    <Route path="/previous_solution/:projectId/:previousStudyId">
      {(p) => (
        <Protected>
          <PreviousSolutionScreen key={p.previousStudyId} projectId={p.projectId} previousStudyId={p.previousStudyId} />
        </Protected>
      )}
    </Route>
  </>
);

/** The workspace's other pages: profile, administration, agreements, inventory and placeholders. */
const WORKSPACE_ROUTES = (
  <>
    <Route path="/profile">
      <Protected>
        <ProfileScreen />
      </Protected>
    </Route>
    <Route path="/admin">
      <Protected>
        <AdminScreen />
      </Protected>
    </Route>
    <Route path="/agreements">
      <Protected>
        <AgreementListScreen />
      </Protected>
    </Route>
    <Route path="/agreement/:agreementId">
      {(p) => (
        <Protected>
          <AgreementDetailScreen id={p.agreementId} />
        </Protected>
      )}
    </Route>
    <Route path="/agreement-form/:agreementId?">
      {(p) => (
        <Protected>
          <AgreementFormScreen key={p.agreementId ?? 'new'} id={p.agreementId || undefined} />
        </Protected>
      )}
    </Route>
    <Route path="/inventory">
      <Protected>
        <InventoryScreen />
      </Protected>
    </Route>
    <Route path="/newproject">
      <Protected>
        <PlaceholderScreen title="Nueva licitación" />
      </Protected>
    </Route>
    <Route path="/calendar">
      <Protected>
        <PlaceholderScreen title="Calendario" />
      </Protected>
    </Route>
  </>
);

/** The route table: every address of the app, the screen it shows and who may see it. */
export function AppRoutes() {
  return (
    <>
      <Redirects />
      <SessionKeeper />
      <Snackbar />
      <Switch>
        {PUBLIC_ROUTES}
        {TENDER_ROUTES}
        {WORKSPACE_ROUTES}
        <Route>
          <Redirect to="/404" replace />
        </Route>
      </Switch>
    </>
  );
}
