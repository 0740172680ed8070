import type { common as en } from '../en/common.ts'
import type { Messages } from '../types.ts'

export const common: Messages<typeof en> = {
  appName: 'Agora',
  theme: { toLight: 'Açık temaya geç', toDark: 'Koyu temaya geç' },
  loading: 'Yükleniyor…',
}
