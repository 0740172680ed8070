import type { Messages } from '../types.ts'
import type { auth as en } from '../en/auth.ts'

export const auth: Messages<typeof en> = {}
