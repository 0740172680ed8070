import { z } from 'zod'
import { type ErrorCode as CatalogueCode, ERROR_CODES } from './catalogue.ts'

export * from './catalogue.ts'

/** Any code of the catalogue (catalogue.ts): the type, and the schema of the same name. */
export type ErrorCode = CatalogueCode
export const ErrorCode = z.enum(ERROR_CODES)

/** One problem of a 422: where, what (English), the kind of check, and its code when it has one. */
export const ValidationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
  code: ErrorCode.optional(),
})
export type ValidationIssue = z.infer<typeof ValidationIssue>

/** Every non-2xx answer: a text (or, for 422, the list of issues) and its code from the catalogue. */
export const ErrorBody = z.object({
  detail: z.union([z.string(), z.array(ValidationIssue)]),
  code: ErrorCode,
})
export type ErrorBody = z.infer<typeof ErrorBody>

export const MessageBody = z.object({ message: z.string() })
export type MessageBody = z.infer<typeof MessageBody>
