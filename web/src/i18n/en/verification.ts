export const verification = {} as const
