import type { Messages } from '../types.ts'
import type { home as en } from '../en/home.ts'

export const home: Messages<typeof en> = {}
