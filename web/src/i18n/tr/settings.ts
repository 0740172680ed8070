import type { Messages } from '../types.ts'
import type { settings as en } from '../en/settings.ts'

export const settings: Messages<typeof en> = {}
