/** Query keys of the auth feature's cached answers (availability checks per value). */
export const authKeys = {
  all: ['auth'] as const,
  emailAvailability: (email: string) => [...authKeys.all, 'email-availability', email] as const,
  usernameAvailability: (username: string) => [...authKeys.all, 'username-availability', username] as const,
}
