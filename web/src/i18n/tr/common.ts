import type { common as en } from '../en/common.ts'
import type { Messages } from '../types.ts'

export const common: Messages<typeof en> = {}
