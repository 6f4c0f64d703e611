/**
 * The user record as the client keeps it (localStore.user). Only termsofuse drives client
 * behaviour; the rest is shown as it is.
 */
export type SessionUser = { termsofuse: number } & Record<string, unknown>;

export const termsAccepted = (user: { termsofuse?: unknown } | null | undefined) => user?.termsofuse === 1;
