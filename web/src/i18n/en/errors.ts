import { ERROR_CODES, ERRORS, type ErrorCode } from '@agora/contract'

/**
 * The server's error codes in English: the catalogue's own texts, so that the English table and the
 * server's detail never drift apart. Every code of the contract is a key, so the Turkish table (typed
 * by this one) must translate each of them.
 */
export const errors = Object.fromEntries(ERROR_CODES.map((code) => [code, ERRORS[code].detail])) as Record<
  ErrorCode,
  string
>
