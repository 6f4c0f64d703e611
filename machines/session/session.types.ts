/**
 * The user record as the client keeps it (localStore.user). Only termsofuse drives client
 * behaviour; the rest is shown as it is.
 */
export type SessionUser = { termsofuse: number } & Record<string, unknown>;

export const termsAccepted = (user: { termsofuse?: unknown } | null | undefined) => user?.termsofuse === 1;

/** Whether the user record's role list (decision 056) names `role`: what the menus offer follows it. */
export function hasRole(user: Record<string, unknown> | null, role: string): boolean {
  const roles = user?.roles;
  return Array.isArray(roles) && roles.includes(role);
}

/** The notary's workspace is offered to users whose ministry record lists the notary role. */
export function hasNotaryRole(user: Record<string, unknown> | null): boolean {
  return hasRole(user, 'notary');
}
