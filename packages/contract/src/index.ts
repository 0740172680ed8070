export * from './auth.ts'
export * from './errors.ts'
export * from './limits.ts'
export * from './users.ts'
