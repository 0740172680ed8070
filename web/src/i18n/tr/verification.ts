import type { verification as en } from '../en/verification.ts'
import type { Messages } from '../types.ts'

export const verification: Messages<typeof en> = {}
