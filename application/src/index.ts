// The main entry: tokens, ports, use cases, sdk adapters and the app's container, area by area.
// The in-memory fakes and their container are a separate entry, `@licita/application/fakes`.
export * from './token';
export * from './tokens';
export * from './errors';
export * from './container';
export { createLazyAppContainer } from './app-container';
// core: the session, workspaces, tenders and the services every area uses
export * from './core/ports';
export * from './core/services/session';
export * from './core/services/notifier';
export * from './core/services/navigation';
export * from './core/services/error-handler';
export * from './core/services/use-case-services';
export * from './core/session';
export * from './core/tenders';
export * from './core/placsp';
export * from './core/placsp-refresh';
export * from './core/task-polling';
export * from './core/sdk';
export * from './core/storage';
// profile, administration and account recovery
export * from './profile/ports';
export * from './profile/profile';
export * from './profile/admin';
export * from './profile/bidder';
export * from './profile/account-recovery';
export * from './profile/password-policy';
export * from './profile/sdk';
// agreements and the material-cost catalogue
export * from './agreements/ports';
export * from './agreements/agreements';
export * from './agreements/material-costs';
export * from './agreements/base-tables';
export * from './agreements/sdk';
// simulations and the simulation form
export * from './simulations/ports';
export * from './simulations/simulations';
export * from './simulations/simulation-form';
export { PAGE_SIZE, PagedRows, type PagedListUseCase, type PagedState } from './core/paged-list';
export * from './simulations/imports';
export * from './simulations/simulation-file';
export * from './simulations/sdk';
// runs: launch, the simulation page, parameters, social security
export * from './runs/ports';
export * from './runs/launch-simulation';
export * from './runs/simulation-result';
export * from './runs/modify-parameters';
export * from './runs/social-security-discount';
export * from './runs/sdk';
// previous studies
export * from './previous-studies/ports';
export * from './previous-studies/previous-studies';
export * from './previous-studies/compare-scenarios';
export * from './previous-studies/sdk';
// the market of a tender ('El mercado')
export * from './market/ports';
export * from './market/market';
