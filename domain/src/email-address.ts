/**
 * The shape of an e-mail address, internationalised (RFC 6531/6532): the local part and the domain may hold any
 * letter ("begoña@empresa.es", "nuñez@ejemplo.es"), so the rule only refuses what is clearly not an address —
 * spaces, no "@" or more than one, a domain without a dot, an empty label ("a@b..es"). The contract states the
 * same pattern (`EmailAddress` in openapi/user/_base.yaml; a test keeps them equal), so the forms and the server
 * agree on what they accept.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$';

const EMAIL_RE = new RegExp(EMAIL_PATTERN, 'u');

/** True when `email` (already trimmed) has the shape of an address. */
export function isEmailAddress(email: string): boolean {
  return EMAIL_RE.test(email);
}
