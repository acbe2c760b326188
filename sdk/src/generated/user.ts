// Generated from openapi/user/*.yaml by sdk/scripts/generate.ts. Do not edit.
export interface paths {
    "/auth/check_connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is the server reachable and the token still valid */
        get: operations["authCheckConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the workspace with the invitation's token (single use): a new account is created with the password; an account created meanwhile with that e-mail must give its own password. Opens a session. */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/invitation/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What an invitation link offers (workspace, e-mail, role), before setting a password */
        post: operations["checkInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a single-use, expiring link to set a new password (answers 200 whether or not the e-mail exists) */
        post: operations["authPasswordRecover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token of a recovery link (single use) */
        post: operations["authPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for a new session (the old refresh token is spent) */
        post: operations["authRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (it belongs to no workspace until an administrator adds it)
         * @description Answers the same whether or not the address already has an account, so that nobody learns which addresses do: for a taken address nothing changes, its owner is told by mail, and the id answered is no account's. Limited per client address (429 with Retry-After).
         */
        post: operations["authRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out (revoke a refresh token) */
        post: operations["authRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in */
        post: operations["authToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles a user can be given */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/role/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a role with its permissions */
        get: operations["getRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/change_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password; the user's other sessions are revoked */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's pending invitations (to their e-mail, neither expired, accepted, declined nor revoked) */
        get: operations["listMyInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invitation/{invitationId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the workspace of one of the caller's pending invitations (its link stops working) */
        post: operations["acceptMyInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invitation/{invitationId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline one of the caller's pending invitations (its link stops working; nothing joins) */
        post: operations["declineMyInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile */
        get: operations["getProfile"];
        /** Update name and surnames (the e-mail is read-only and, if sent, must be the user's own) */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Workspaces the user belongs to, with the role in each */
        get: operations["userWorkspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a workspace the user belongs to */
        get: operations["getWorkspace"];
        /**
         * Save the bidder's data the justification of an offer prints and the workspace's SMI forecasts (needs user management in the workspace)
         * @description Fields left out keep their value; null clears one. `smi_forecast` replaces the whole list.
         */
        put: operations["updateWorkspace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending invitations of a workspace, expired ones included (needs user management in it) */
        get: operations["listInvitations"];
        put?: never;
        /** Invite someone by e-mail with a role: the address gets a single-use link (valid 7 days). A new address sets a password with it; an address that already has an account accepts with its password, or from its own list (`/user/invitation`) once logged in. Nobody joins until they accept, and the answer is the same whether or not the address has an account. */
        post: operations["inviteWorkspaceUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace/{id}/invitation/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation (its link stops working) */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace/{id}/invitation/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new link (valid 7 more days); the previous link stops working */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace/{id}/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users of a workspace (needs user management in it) */
        get: operations["listWorkspaceUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace/{id}/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a user's role (the last administrator cannot lose it) */
        put: operations["updateWorkspaceUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace/{id}/user/{userId}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The user can no longer enter or act in this workspace (other workspaces are not affected); the last active administrator cannot be deactivated */
        post: operations["deactivateWorkspaceUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace/{id}/user/{userId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a deactivated user access to this workspace again, with the role they had */
        post: operations["reactivateWorkspaceUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Razón social
         * @description The bidder's company name, as the justification of an offer prints it
         */
        CompanyName: string | null;
        /** @description An e-mail address, internationalised (RFC 6531/6532): any letter in the local part and the domain ("begoña@empresa.es"). Not `format: email`, which only admits ASCII; the pattern refuses what is clearly not an address (spaces, no "@" or two, a domain without a dot, an empty label). The domain's `EMAIL_PATTERN`. */
        EmailAddress: string;
        Error: {
            /** @description The failing field of a 400 */
            field?: string;
            /** @description Human-readable message, in Spanish */
            message: string;
            /** @description Identifier of the request (also in the x-request-id header); a 5xx answer carries it so a user can quote it */
            request_id?: string;
        };
        /** Format: uuid */
        Id: string;
        IdAnswer: {
            id: components["schemas"]["Id"];
        };
        Invitation: {
            /** Format: date-time */
            created_at: string;
            email: string;
            /** @description The link has expired (resend it to send a new one) */
            expired: boolean;
            /**
             * Format: date-time
             * @description When the current link stops working
             */
            expires_at: string;
            id: components["schemas"]["Id"];
            role: components["schemas"]["RoleRef"];
        };
        InvitationAccepted: {
            session: components["schemas"]["Session"];
            workspace_id: components["schemas"]["Id"];
        };
        InvitationPreview: {
            /** @description An account with the e-mail exists (created after the invitation): accepting needs its password */
            account_exists: boolean;
            email: string;
            /** Format: date-time */
            expires_at: string;
            role: components["schemas"]["RoleRef"];
            workspace_id: components["schemas"]["Id"];
            workspace_name: string;
        };
        InviteAnswer: {
            invitation: components["schemas"]["Invitation"];
            /**
             * @description invited: a link was mailed (whether or not the address has an account)
             * @enum {string}
             */
            outcome: "invited";
        };
        Message: {
            message: string;
        };
        /** @enum {string} */
        Module: "agreement" | "simulation" | "inventory" | "previous_study";
        MyInvitation: {
            /** Format: date-time */
            expires_at: string;
            id: components["schemas"]["Id"];
            /** @description The inviting administrator's e-mail (empty when that account is gone) */
            invited_by: string;
            role: components["schemas"]["RoleRef"];
            workspace_id: components["schemas"]["Id"];
            workspace_name: string;
        };
        MyInvitationAccepted: {
            workspace_id: components["schemas"]["Id"];
        };
        Permission: {
            create: boolean;
            delete: boolean;
            module: components["schemas"]["Module"];
            read: boolean;
            update: boolean;
        };
        Profile: {
            email: string;
            first_surname: string;
            name: string;
            second_surname: string | null;
        };
        Role: {
            id: components["schemas"]["Id"];
            /** @description The role manages the users of the workspace (Administración) */
            manage_users: boolean;
            name: string;
            permissions: components["schemas"]["Permission"][];
        };
        RoleRef: {
            id: components["schemas"]["Id"];
            name: string;
        };
        Session: {
            /** @description Seconds the access token lasts */
            expires_in: number;
            /** @description Opaque refresh token for /auth/refresh */
            refresh_token: string;
            /** @description JWT access token for the Authorization header (15 minutes) */
            token: string;
            user: {
                email: string;
                id: components["schemas"]["Id"];
            };
        };
        SmiForecast: {
            /** SMI anual (€) */
            annual: number;
            /** Año */
            year: number;
        };
        /**
         * SMI previsto
         * @description The minimum wage (SMI, full time, € a year in 14 payments) the workspace expects for years without a published
         *     one (docs/premises.md, "The minimum wage floor"); one entry a year, by year. Runs of the workspace take it into
         *     the engine document as `simulation.smi`. Empty when none is set.
         */
        SmiForecastList: components["schemas"]["SmiForecast"][];
        /**
         * NIF
         * @description The bidder's tax id (NIF/CIF)
         */
        TaxId: string | null;
        TokenBody: {
            token: string;
        };
        UserWorkspace: {
            id: components["schemas"]["Id"];
            name: string;
            role_id: components["schemas"]["Id"];
        };
        Workspace: {
            company_name?: components["schemas"]["CompanyName"];
            id: components["schemas"]["Id"];
            /** @description Contracted launches; null = unlimited */
            max_simulations: number | null;
            name: string;
            /** @description Launches carried over from last month */
            simulations_added_from_last_month: number;
            /** @description Launches spent */
            simulations_executed: number;
            smi_forecast?: components["schemas"]["SmiForecastList"];
            tax_id?: components["schemas"]["TaxId"];
        };
        WorkspaceUser: {
            active: boolean;
            email: string;
            id: components["schemas"]["Id"];
            role: components["schemas"]["RoleRef"];
        };
    };
    responses: {
        /** @description Malformed request; the message names the field */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The role lacks the permission */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Does not exist or belongs to another workspace */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many failed checks of a password or token from this account or address (the login throttle: at most 60 s), too many requests from this address, or too many passwords or hashes being checked at once; Retry-After gives the seconds to wait */
        TooMany: {
            headers: {
                /** @description Seconds to wait */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, invalid or expired token or API key */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authCheckConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Connected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Free text naming the client (browser, script…) */
                    device?: string;
                    /** @description A new account: its password, with the rule of registration. An existing account: its own password */
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Joined; a session is open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationAccepted"];
                };
            };
            /** @description Malformed, or an unknown, used or expired link */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooMany"];
        };
    };
    checkInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenBody"];
            };
        };
        responses: {
            /** @description The invitation is valid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPreview"];
                };
            };
            /** @description Unknown, replaced, revoked, used or expired link; the message says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooMany"];
        };
    };
    authPasswordRecover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["EmailAddress"];
                };
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooMany"];
        };
    };
    authPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A new password: at least 10 characters, not only spaces, not common nor guessable (zxcvbn score ≥ 3); a weak one answers 400 naming why */
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Password changed; every session of the user is revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid, used or expired link ('Enlace no válido o caducado') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooMany"];
        };
    };
    authRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenBody"];
            };
        };
        responses: {
            /** @description New session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooMany"];
        };
    };
    authRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["EmailAddress"];
                    /** @description A new password: at least 10 characters, not only spaces, not common nor guessable (zxcvbn score ≥ 3); a weak one answers 400 naming why */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Created (or, for a taken address, its owner mailed: the same answer) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooMany"];
        };
    };
    authRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenBody"];
            };
        };
        responses: {
            /** @description Revoked (also when it already was) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    authToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Free text naming the client (browser, script…) */
                    device?: string;
                    email: components["schemas"]["EmailAddress"];
                    /**
                     * @description false = "Remember me": the refresh token lasts 30 days instead of 1
                     * @default true
                     */
                    expires?: boolean;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Session opened */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Wrong e-mail or password ('Usuario o contraseña incorrectos') */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooMany"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Roles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleRef"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role and its permissions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    old_password: string;
                    /** @description The new password, with the rule of registration */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Malformed, or the old password is wrong ('La contraseña actual no es correcta') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooMany"];
        };
    };
    listMyInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending invitations, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyInvitation"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    acceptMyInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Joined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyInvitationAccepted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    declineMyInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    first_surname: string;
                    name: string;
                    second_surname?: string | null;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    userWorkspaces: {
        parameters: {
            query?: {
                /** @description true: only those where the user manages users */
                is_admin?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Workspaces, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserWorkspace"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace and its quota */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workspace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name?: components["schemas"]["CompanyName"];
                    smi_forecast?: components["schemas"]["SmiForecastList"];
                    tax_id?: components["schemas"]["TaxId"];
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workspace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending invitations by e-mail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    inviteWorkspaceUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["EmailAddress"];
                    role_id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Invited */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Already a member of this workspace, or already invited */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
                invitationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
                invitationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listWorkspaceUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Users by e-mail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceUser"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateWorkspaceUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role_id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Would leave the workspace without an administrator */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deactivateWorkspaceUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deactivated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Would leave the workspace without an active administrator */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reactivateWorkspaceUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reactivated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
