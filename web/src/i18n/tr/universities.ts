import type { universities as en } from '../en/universities.ts'
import type { Messages } from '../types.ts'

export const universities: Messages<typeof en> = {
  title: 'Üniversiteler',
  loading: 'Üniversiten yükleniyor',
  retry: 'Tekrar dene',
  empty: 'Henüz üniversite yok',
  members_one: '{{formatted}} üye',
  members_other: '{{formatted}} üye',
  tabs: { label: 'Üniversiteler', 'my-university': 'Üniversitem', popular: 'Popüler', all: 'Tümü' },
  noUniversity: {
    title: 'Atanmış Üniversite Yok',
    body: 'Lütfen bir yöneticiyle iletişime geçin.',
  },
  pagination: { label: 'Sayfalar', previous: 'Önceki', next: 'Sonraki', page: 'Sayfa {{page}} / {{pages}}' },
  errors: {
    mine: 'Üniversiten yüklenemedi',
    popular: 'Popüler üniversiteler yüklenemedi',
    all: 'Üniversiteler yüklenemedi',
  },
}
