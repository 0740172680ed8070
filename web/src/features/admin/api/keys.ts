/** The admin console's query keys. */
export const adminKeys = {
  all: ['admin'] as const,
  applications: () => [...adminKeys.all, 'applications'] as const,
  universities: (search: string) => [...adminKeys.all, 'universities', search] as const,
  users: (search: string) => [...adminKeys.all, 'users', search] as const,
}
