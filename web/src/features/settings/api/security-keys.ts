/** The query keys of the account's security: two-factor sign-in and the signed-in sessions. */
export const securityKeys = {
  twoFactor: ['auth', 'two-factor'] as const,
  sessions: ['auth', 'sessions'] as const,
}
