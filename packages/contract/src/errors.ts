import { z } from 'zod'

/** DESIGN.md section 4: every non-2xx answer is {detail}; 422 carries a list of {loc, msg, type}. */
export const ValidationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
})
export type ValidationIssue = z.infer<typeof ValidationIssue>

export const ErrorBody = z.object({ detail: z.union([z.string(), z.array(ValidationIssue)]) })
export type ErrorBody = z.infer<typeof ErrorBody>

export const MessageBody = z.object({ message: z.string() })
export type MessageBody = z.infer<typeof MessageBody>
