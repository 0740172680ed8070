import { z } from 'zod'

/** The largest row id (PostgreSQL's integer). */
export const MAX_ROW_ID = 2_147_483_647

/** An id in a path or query: a positive 32-bit integer, else 422 (never a 500 from the database). */
export const RowId = z.coerce.number().int().positive().max(MAX_ROW_ID)

/** A path of one id: /things/{id}. */
export const IdParams = z.object({ id: RowId })
