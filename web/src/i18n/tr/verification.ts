import type { Messages } from '../types.ts'
import type { verification as en } from '../en/verification.ts'

export const verification: Messages<typeof en> = {}
