// Generated from openapi/user/*.yaml by sdk/scripts/generate.ts. Do not edit.
// One io-ts codec per component schema; its type equals the schema's type in the sdk.
import * as t from 'io-ts';

export const CompanyName = t.union([t.string, t.null]);
export const EmailAddress = t.string;
export const Error = t.intersection([t.type({ message: t.string }), t.partial({ field: t.string, request_id: t.string })]);
export const Id = t.string;
export const IdAnswer = t.type({ id: Id });
export const RoleRef = t.type({ id: Id, name: t.string });
export const Invitation = t.type({ id: Id, email: t.string, role: RoleRef, expires_at: t.string, expired: t.boolean, created_at: t.string });
export const Session = t.type({ token: t.string, refresh_token: t.string, expires_in: t.number, user: t.type({ id: Id, email: t.string }) });
export const InvitationAccepted = t.type({ workspace_id: Id, session: Session });
export const InvitationPreview = t.type({ workspace_id: Id, workspace_name: t.string, email: t.string, role: RoleRef, expires_at: t.string, account_exists: t.boolean });
export const InviteAnswer = t.type({ outcome: t.literal("invited"), invitation: Invitation });
export const Message = t.type({ message: t.string });
export const Module = t.union([t.literal("agreement"), t.literal("simulation"), t.literal("inventory"), t.literal("previous_study")]);
export const MyInvitation = t.type({ id: Id, workspace_id: Id, workspace_name: t.string, role: RoleRef, invited_by: t.string, expires_at: t.string });
export const MyInvitationAccepted = t.type({ workspace_id: Id });
export const Permission = t.type({ module: Module, read: t.boolean, create: t.boolean, update: t.boolean, delete: t.boolean });
export const Profile = t.type({ email: t.string, name: t.string, first_surname: t.string, second_surname: t.union([t.string, t.null]) });
export const Role = t.type({ id: Id, name: t.string, manage_users: t.boolean, permissions: t.array(Permission) });
export const SmiForecast = t.type({ year: t.number, annual: t.number });
export const SmiForecastList = t.array(SmiForecast);
export const TaxId = t.union([t.string, t.null]);
export const TokenBody = t.type({ token: t.string });
export const UserWorkspace = t.type({ id: Id, name: t.string, role_id: Id });
export const Workspace = t.intersection([t.type({ id: Id, name: t.string, simulations_executed: t.number, max_simulations: t.union([t.number, t.null]), simulations_added_from_last_month: t.number }), t.partial({ company_name: CompanyName, tax_id: TaxId, smi_forecast: SmiForecastList })]);
export const WorkspaceUser = t.type({ id: Id, email: t.string, active: t.boolean, role: RoleRef });
