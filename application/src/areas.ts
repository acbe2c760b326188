/**
 * The areas beyond the core (profile and administration, agreements, simulations, runs, previous studies): their use
 * cases and their sdk ports. The web app binds them from a chunk of its own (`createLazyAppContainer`), so the
 * first load carries only the shell, the session and the tenders.
 */
import type { Container } from 'inversify';
import { bindProfileSdk, bindProfileUseCases } from './profile/bindings';
import { bindAgreementSdk, bindAgreementUseCases } from './agreements/bindings';
import { bindSimulationSdk, bindSimulationUseCases } from './simulations/bindings';
import { bindRunSdk, bindRunUseCases } from './runs/bindings';
import { bindPreviousStudySdk, bindPreviousStudyUseCases } from './previous-studies/bindings';
import { bindMarketSdk, bindMarketUseCases } from './market/bindings';

/** Use cases of every area but the core, the same whatever the ports are bound to. */
export function bindAreaUseCases(c: Container): void {
  bindProfileUseCases(c);
  bindAgreementUseCases(c);
  bindSimulationUseCases(c);
  bindRunUseCases(c);
  bindPreviousStudyUseCases(c);
  bindMarketUseCases(c);
}

/** Their ports over the sdk client (the core's client, already bound). */
export function bindAreaSdk(c: Container): void {
  bindProfileSdk(c);
  bindAgreementSdk(c);
  bindSimulationSdk(c);
  bindRunSdk(c);
  bindPreviousStudySdk(c);
  bindMarketSdk(c);
}

/** Both, for the web app once the chunk has arrived. */
export function bindAreas(c: Container): void {
  bindAreaUseCases(c);
  bindAreaSdk(c);
}
