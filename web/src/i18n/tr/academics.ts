import type { academics as en } from '../en/academics.ts'
import type { Messages } from '../types.ts'

export const academics: Messages<typeof en> = {
  title: 'Duyuru',
  loading: 'Duyuru yükleniyor',
  loadFailed: 'Bu duyuru yüklenemedi',
  notFound: { title: 'Duyuru bulunamadı', body: 'Bu duyuru yok ya da silinmiş.' },
}
