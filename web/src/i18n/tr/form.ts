import type { form as en } from '../en/form.ts'
import type { Messages } from '../types.ts'

export const form: Messages<typeof en> = {
  required: 'Bu alan zorunludur',
  tooShort: 'En az {{min}} karakter olmalı',
  tooLong: 'En fazla {{max}} karakter olabilir',
  invalid: 'Bu değer geçerli değil',
}
