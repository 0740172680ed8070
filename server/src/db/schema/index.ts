export * from './follows.ts'
export * from './posts.ts'
export * from './universities.ts'
export * from './users.ts'
