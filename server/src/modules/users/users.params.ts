import { z } from 'zod'
import { RowId } from '../../platform/params.ts'

/** A user's path, and a follow request's (ids: platform/params.ts). */
export const UserParams = z.object({ id: RowId })
export const FollowRequestParams = z.object({ id: RowId })
