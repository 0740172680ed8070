import { errorCodeOfText } from '@agora/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldError, FieldValues, Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type * as core from 'zod/v4/core'
import { errorCodeText } from './api-client.ts'

/*
 * Forms run react-hook-form with the contract's zod rules (packages/contract/src/fields.ts), so the
 * browser checks what the server checks. A failed check never shows zod's English: the contract words
 * its rules with the catalogue's texts, which the errors table translates by code; a rule without such
 * a text (a required field, a plain maximum) gets a key of the form table from this error map.
 */

/** A message that is a key of the form table, with its number (`form:tooLong:50`). */
const KEY_PREFIX = 'form:'

const issueKey: core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_small' && Number(issue.minimum) <= 1) return `${KEY_PREFIX}required`
  if (issue.code === 'too_small') return `${KEY_PREFIX}tooShort:${issue.minimum}`
  if (issue.code === 'too_big') return `${KEY_PREFIX}tooLong:${issue.maximum}`
  return `${KEY_PREFIX}invalid`
}

/** The resolver of a form whose values `schema` checks (a zod/mini object of the contract's fields). */
export function formResolver<Values extends FieldValues>(
  schema: core.$ZodType<Values, Values>,
): Resolver<Values> {
  return zodResolver(schema as never, { error: issueKey }) as unknown as Resolver<Values>
}

/** The text of a field's failed check in the reader's language, or undefined when it passed. */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('form')
  return (error) => {
    const message = error?.message
    if (!message) return undefined
    if (message.startsWith(KEY_PREFIX)) {
      const [key, limit] = message.slice(KEY_PREFIX.length).split(':')
      if (key === 'required') return t('required')
      if (key === 'tooShort') return t('tooShort', { min: Number(limit) })
      if (key === 'tooLong') return t('tooLong', { max: Number(limit) })
      return t('invalid')
    }
    return errorCodeText(errorCodeOfText(message), t('invalid'))
  }
}
