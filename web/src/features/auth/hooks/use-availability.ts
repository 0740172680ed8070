import { TIMINGS } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorCodeText } from '@/lib/api-client.ts'
import { useDebouncedValue } from '@/lib/use-debounced-value.ts'
import { checkEmailQueryOptions } from '../api/check-email.ts'
import { checkUsernameQueryOptions } from '../api/check-username.ts'
import { type AvailabilityKind, checkFailedMessage, validationMessage } from '../validation.ts'

/** The four states of spec 000 section 4; a red message (invalid, taken, check failed) is 'unavailable'. */
export type AvailabilityStatus = 'unknown' | 'checking' | 'available' | 'unavailable'

export interface Availability {
  status: AvailabilityStatus
  message: string | null
}

const UNKNOWN: Availability = { status: 'unknown', message: null }

/**
 * Checks an email or username with the server 500 ms after the user stops typing. While the user is
 * still typing the status is unknown, so Continue never proceeds on an answer for an older value.
 */
export function useAvailability(kind: AvailabilityKind, value: string): Availability {
  const { t } = useTranslation('auth')
  const trimmed = value.trim()
  const debounced = useDebouncedValue(trimmed, TIMINGS.availabilityDebounceMs)
  const settled = debounced === trimmed && trimmed !== ''
  const invalid = settled ? validationMessage(kind, trimmed) : null
  const enabled = settled && invalid === null
  // Both hooks always run (rules of hooks); only the one for this field's kind is enabled.
  const emailQuery = useQuery({ ...checkEmailQueryOptions(debounced), enabled: enabled && kind === 'email' })
  const usernameQuery = useQuery({
    ...checkUsernameQueryOptions(debounced),
    enabled: enabled && kind === 'username',
  })
  const query = kind === 'email' ? emailQuery : usernameQuery

  if (!settled) return UNKNOWN
  if (invalid) return { status: 'unavailable', message: invalid }
  if (query.isPending) return { status: 'checking', message: null }
  if (query.isError) return { status: 'unavailable', message: checkFailedMessage(kind) }
  // The server's words are English; its code (taken, malformed) says the same in the reader's language.
  if (query.data.available) return { status: 'available', message: t(`availability.${kind}`) }
  return { status: 'unavailable', message: errorCodeText(query.data.code, query.data.message) }
}
