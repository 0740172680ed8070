import { first } from './first.ts'
import { rest } from './rest.ts'

/** The English table, every namespace: the type of both tables (i18n/index.ts loads it in two parts). */
export const en = { ...first, ...rest }
