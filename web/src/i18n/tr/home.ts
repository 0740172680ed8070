import type { home as en } from '../en/home.ts'
import type { Messages } from '../types.ts'

export const home: Messages<typeof en> = {
  title: 'Ana Sayfa',
  tabs: { label: 'Akış', for_you: 'Sana Özel', following: 'Takip Edilenler' },
  dismiss: 'Kapat',
}
