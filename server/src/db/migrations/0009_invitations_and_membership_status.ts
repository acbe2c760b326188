/**
 * Inviting colleagues and deactivating members. `membership.active` is per workspace: a member deactivated in one
 * workspace keeps the others. `invitation` holds the pending links an administrator mailed: only the SHA-256 of the
 * token is stored; resending replaces it (the previous link stops working), revoking or accepting stamps the row.
 * At most one invitation per workspace and e-mail is pending at a time.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table membership add column active boolean not null default true;

    create table invitation (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      email text not null check (email = lower(email)),
      role_id uuid not null references role(id),
      token_hash text not null unique,
      invited_by uuid references app_user(id) on delete set null,
      expires_at timestamptz not null,
      accepted_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index invitation_pending on invitation (workspace_id, email) where accepted_at is null and revoked_at is null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table if exists invitation;
    alter table membership drop column if exists active;
  `,
  );
}
