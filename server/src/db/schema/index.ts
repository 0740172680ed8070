/** Each file holds the tables of one module (docs/modules.md); drizzle-kit and the database handle read them all. */
export * from './activities.ts'
export * from './auth.ts'
export * from './feed.ts'
export * from './hashtags.ts'
export * from './posts.ts'
export * from './universities.ts'
export * from './users.ts'
