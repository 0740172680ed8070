import type { Messages } from '../types.ts'
import type { common as en } from '../en/common.ts'

export const common: Messages<typeof en> = {}
