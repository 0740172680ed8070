import { z } from 'zod'

/** An id in a path: a positive 32-bit integer, else 422 (never a 500 from the database). */
const Id = z.coerce.number().int().positive().max(2_147_483_647)

export const UserParams = z.object({ id: Id })
export const FollowRequestParams = z.object({ id: Id })
