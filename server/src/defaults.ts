/**
 * Fixed values other packages (README, e2e, sdk examples) may name. This module imports nothing, so reading a
 * constant never loads the server.
 */

/** Port `npm start` listens on when `PORT` is unset. */
export const DEFAULT_PORT = 8080;

/** API key accepted in embedded mode when `API_KEYS` is unset. Never a default on PostgreSQL. */
export const DEFAULT_API_KEY = 'licita-dev-key';

/** Workspace seeded on an empty database. */
export const DEMO_WORKSPACE_NAME = 'Demo';

/** Administrator seeded on an empty embedded database when `SEED_ADMIN_EMAIL` / `SEED_ADMIN_PASSWORD` are unset. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.local';
export const DEMO_ADMIN_PASSWORD = 'demo1234';

/** The three seeded roles, with fixed ids so every installation agrees on them. */
export const ROLE_IDS = {
  Administrador: '00000000-0000-4000-8000-000000000001',
  Editor: '00000000-0000-4000-8000-000000000002',
  Lector: '00000000-0000-4000-8000-000000000003',
} as const;
export type RoleName = keyof typeof ROLE_IDS;

export const MODULES = ['agreement', 'simulation', 'inventory', 'previous_study'] as const;
export type Module = (typeof MODULES)[number];
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** Access tokens last 15 minutes. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

/**
 * The first administrator the seed creates on an empty database (db/seed.ts). `checked`: its password must pass the
 * users' rule (a SEED_ADMIN_PASSWORD that is set; the embedded demo's documented default is not), checked only when
 * it is about to be created, so a deployment whose database is already seeded keeps starting whatever the variable
 * still holds.
 */
export interface SeedAdmin {
  email: string;
  password: string;
  checked?: boolean;
}
