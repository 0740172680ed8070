import { ERROR_CODES } from '@agora/contract'
import { afterEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { tr } from '@/i18n/tr/index.ts'
import { ApiError, errorCodeText, errorLines, errorMessage } from './api-client.ts'

const failure = (status: number, body: unknown) => new ApiError(status, body, 'raw')

afterEach(() => i18n.changeLanguage('en'))

describe('errorMessage', () => {
  it('translates a known code, and shows the detail of an unknown one', async () => {
    const wrong = failure(400, { detail: 'Incorrect password', code: 'incorrect_password' })
    expect(errorMessage(wrong, 'fallback')).toBe('Incorrect password')
    await i18n.changeLanguage('tr')
    expect(errorMessage(wrong, 'fallback')).toBe('Şifre hatalı')
    expect(errorMessage(failure(409, { detail: 'Something new', code: 'brand_new_code' }), 'x')).toBe(
      'Something new',
    )
    expect(errorMessage(failure(409, { detail: 'No code at all' }), 'x')).toBe('No code at all')
  })

  it('translates each field of a 422 whose code it knows, and keeps the msg of the others', async () => {
    await i18n.changeLanguage('tr')
    const invalid = failure(422, {
      detail: [
        {
          loc: ['body', 'password'],
          msg: 'Password must be at least 8 characters',
          type: 'too_small',
          code: 'password_too_short',
        },
        {
          loc: ['body', 'email'],
          msg: 'Enter a valid email address',
          type: 'invalid_format',
          code: 'email_invalid',
        },
        { loc: ['body', 'extra'], msg: 'Unrecognized key', type: 'unrecognized_keys' },
      ],
      code: 'validation_failed',
    })
    expect(errorLines(invalid, 'fallback')).toEqual([
      'Şifre en az 8 karakter olmalı',
      'Geçerli bir e-posta adresi girin',
      'Unrecognized key',
    ])
    expect(errorMessage(invalid, 'fallback')).toBe(
      'Şifre en az 8 karakter olmalı, Geçerli bir e-posta adresi girin, Unrecognized key',
    )
  })

  it('falls back when the answer says nothing usable, and shows a network failure as it is', () => {
    expect(errorMessage(failure(502, '<html>Bad gateway</html>'), 'Failed')).toBe('<html>Bad gateway</html>')
    expect(errorMessage(failure(500, null), 'Failed')).toBe('Failed')
    expect(errorMessage(failure(500, { detail: [] }), 'Failed')).toBe('Failed')
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed to fetch')
    expect(errorMessage('nothing', 'Failed')).toBe('Failed')
  })

  it('exposes the code of the answer', () => {
    expect(failure(401, { detail: 'Token expired', code: 'token_expired' }).code).toBe('token_expired')
  })
})

describe('errorCodeText', () => {
  it('has a Turkish text for every code of the catalogue', async () => {
    await i18n.changeLanguage('tr')
    for (const code of ERROR_CODES) {
      expect(tr.errors[code], code).toBeTruthy()
      expect(errorCodeText(code, 'server words')).toBe(tr.errors[code])
    }
    expect(errorCodeText('not_a_code', 'server words')).toBe('server words')
  })
})
