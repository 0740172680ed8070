import type { settings as en } from '../en/settings.ts'
import type { Messages } from '../types.ts'

export const settings: Messages<typeof en> = {}
