export * from './universities.ts'
export * from './users.ts'
