import type { nav as en } from '../en/nav.ts'
import type { Messages } from '../types.ts'

export const nav: Messages<typeof en> = {}
