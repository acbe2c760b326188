export { App } from './app/App';
export { AppRoutes } from './app/routes';
export { ContainerProvider, useService, useObservable, useSession } from './app/container';
