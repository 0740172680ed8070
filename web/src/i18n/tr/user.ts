import type { user as en } from '../en/user.ts'
import type { Messages } from '../types.ts'

export const user: Messages<typeof en> = {
  roles: {
    admin: 'Site Yöneticisi',
    UniAdmin: 'Üniversite Yöneticisi',
    ComAdmin: 'Topluluk Yöneticisi',
    ComMod: 'Topluluk Moderatörü',
    user: 'Doğrulanmış Kullanıcı',
  },
  follow: {
    follow: 'Takip et',
    following: 'Takip ediliyor',
    unfollow: 'Takibi bırak',
    requested: 'İstek gönderildi',
    withdrawHint: 'Takip isteğini geri çek',
    failed: 'Bu hesap takip edilemedi',
    unfollowFailed: 'Bu hesabın takibi bırakılamadı',
  },
}
