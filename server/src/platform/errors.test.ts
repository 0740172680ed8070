import { ERROR_CODES, ERRORS, errorCodeOfText } from '@agora/contract'
import { describe, expect, it } from 'vitest'
import { badRequest, HttpError, invalidField, toHttpError, tooManyRequests } from './errors.ts'

describe('the error catalogue', () => {
  it('names each code in snake_case with an HTTP error status and a text of its own', () => {
    const texts = new Set<string>()
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/)
      const { status, detail } = ERRORS[code]
      expect(status, code).toBeGreaterThanOrEqual(400)
      expect(status, code).toBeLessThan(600)
      expect(detail.trim(), code).toBe(detail)
      // The web app finds a field's code by its text: two codes may not share one.
      expect(texts.has(detail), `${code}: ${detail}`).toBe(false)
      texts.add(detail)
      expect(errorCodeOfText(detail)).toBe(code)
    }
  })
})

describe('HttpError', () => {
  it('takes its status and text from the catalogue, and a text naming a value where given', () => {
    expect(badRequest('incorrect_password').body).toEqual({
      detail: 'Incorrect password',
      code: 'incorrect_password',
    })
    expect(badRequest('incorrect_password').statusCode).toBe(400)
    expect(badRequest('invalid_input', 'Enter a valid email address').body).toEqual({
      detail: 'Enter a valid email address',
      code: 'invalid_input',
    })
    const throttled = tooManyRequests(0.2, 'too_many_sign_ins')
    expect([throttled.statusCode, throttled.headers['retry-after']]).toEqual([429, '1'])
  })

  it('makes a 422 of one field with its code', () => {
    expect(invalidField(['body', 'content'], 'post_empty').body).toEqual({
      detail: [
        {
          loc: ['body', 'content'],
          msg: 'Post content cannot be empty',
          type: 'value_error',
          code: 'post_empty',
        },
      ],
      code: 'validation_failed',
    })
  })
})

describe('toHttpError', () => {
  const fastifyError = (code: string, statusCode: number) =>
    Object.assign(new Error('x'), { code, statusCode })

  it('words the framework’s refusals with catalogue codes; malformed JSON is a 422', () => {
    expect(toHttpError(fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400))?.body).toEqual({
      detail: [{ loc: ['body'], msg: 'Body is not valid JSON', type: 'json_invalid', code: 'invalid_json' }],
      code: 'validation_failed',
    })
    expect(toHttpError(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415))?.code).toBe(
      'unsupported_media_type',
    )
    expect(toHttpError(fastifyError('FST_SOMETHING_NEW', 406))?.body).toEqual({
      detail: 'Bad request',
      code: 'bad_request',
    })
  })

  it('turns a multipart parser failure into a 400', () => {
    expect(toHttpError(new Error('Multipart: Boundary not found'))?.code).toBe('malformed_multipart')
    expect(toHttpError(new Error('Unexpected end of multipart data'))?.statusCode).toBe(400)
  })

  it('turns text PostgreSQL cannot store into a 422, wherever the driver wraps it', () => {
    const pg = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
    const wrapped = new Error('Failed query: insert into posts ...', { cause: pg })
    expect(toHttpError(wrapped)?.body).toEqual({
      detail: [{ loc: [], msg: ERRORS.invalid_text.detail, type: 'invalid_text', code: 'invalid_text' }],
      code: 'validation_failed',
    })
  })

  it('leaves faults of the server (and unknown 5xx) to be a 500', () => {
    expect(toHttpError(new Error('connection refused'))).toBeNull()
    expect(toHttpError(fastifyError('FST_ERR_CTP_INVALID_TYPE', 500))).toBeNull()
    expect(toHttpError('a string')).toBeNull()
    expect(new HttpError('internal_error').body).toEqual({
      detail: 'Internal server error',
      code: 'internal_error',
    })
  })
})
