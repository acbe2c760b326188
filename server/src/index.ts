/** @licita/server: the implementation of both API hosts. */
export { buildApp, type BuildAppOptions } from './app';
export { DEFAULT_DATA_DIR, DEFAULT_UI_DIR, REPO_ROOT } from './paths';
export { startServer, prepareDatabase, type StartServerOptions, type RunningServer } from './server';
export { resolveSettings, type ServerSettings } from './config';
export { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/connect';
export { MemoryMailer, OutboxMailer, type Mailer, type MailMessage } from './auth/mailer';
export * from './defaults';
