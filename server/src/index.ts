/** @licita/server: the implementation of both API hosts. */
export { buildApp, DEFAULT_UI_DIR, type BuildAppOptions } from './app';
export { startServer, prepareDatabase, type StartServerOptions, type RunningServer } from './server';
export { resolveSettings, type ServerSettings } from './config';
export { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/connect';
export { MemoryMailer, OutboxMailer, type Mailer, type MailMessage } from './auth/mailer';
export * from './defaults';
