import type { Messages } from '../types.ts'
import type { nav as en } from '../en/nav.ts'

export const nav: Messages<typeof en> = {}
