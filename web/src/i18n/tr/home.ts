import type { home as en } from '../en/home.ts'
import type { Messages } from '../types.ts'

export const home: Messages<typeof en> = {}
