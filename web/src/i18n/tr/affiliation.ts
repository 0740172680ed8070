import type { affiliation as en } from '../en/affiliation.ts'
import type { Messages } from '../types.ts'

export const affiliation: Messages<typeof en> = {
  faculty: 'Fakülte',
  department: 'Bölüm',
  year: 'Sınıf',
  alumni: 'Mezun',
  anyFaculty: 'Tüm fakülteler',
  anyDepartment: 'Tüm bölümler',
  anyYear: 'Tüm sınıflar',
  noFaculty: 'Fakülte seçilmedi',
  noDepartment: 'Bölüm seçilmedi',
  noYear: 'Belirtilmedi',
  chooseFacultyFirst: 'Önce bir fakülte seç',
  years: {
    '1': '1. sınıf',
    '2': '2. sınıf',
    '3': '3. sınıf',
    '4': '4. sınıf',
    '5': '5. sınıf',
    '6': '6. sınıf',
    '7': '7. sınıf',
  },
  verified: 'Doğrulandı: bu hesabın e-posta adresi {{name}} alan adında',
  verifiedShort: 'Doğrulanmış üniversite adresi',
}
