import { AFFILIATION_LIMITS } from '@agora/contract'
import { invalidField } from '../../platform/errors.ts'
import type { Audience } from './activities.audience.ts'
import { inDateWindow, parseLocalDate } from './activities.dates.ts'

/**
 * An announcement's targeting fields (issue 17) from the add and edit bodies: the audience lists,
 * `requires_ack` and `deadline`. A field that is not sent stays as it is on an edit. Whether the ids
 * are the university's is the service's check (it needs the database).
 */
type Body = Record<string, string | number | boolean | null | number[]>

function idList(body: Body, name: string): number[] | undefined {
  const value = body[name]
  if (value === undefined || value === null) return value === null ? [] : undefined
  if (!Array.isArray(value)) throw invalidField(['body', name], 'invalid_audience')
  return [...new Set(value)].sort((a, b) => a - b)
}

/** The audience when any of its three lists is sent (the others empty), else undefined. */
export function checkAudience(body: Body): Audience | undefined {
  const facultyIds = idList(body, 'audience_faculty_ids')
  const departmentIds = idList(body, 'audience_department_ids')
  const years = idList(body, 'audience_years')
  if (facultyIds === undefined && departmentIds === undefined && years === undefined) return undefined
  if ((years ?? []).some((y) => y > AFFILIATION_LIMITS.studyYearMax)) {
    throw invalidField(['body', 'audience_years'], 'invalid_audience')
  }
  return { facultyIds: facultyIds ?? [], departmentIds: departmentIds ?? [], years: years ?? [] }
}

function checkRequiresAck(body: Body): boolean | undefined {
  const value = body.requires_ack
  if (value === undefined) return undefined
  if (typeof value !== 'boolean') throw invalidField(['body', 'requires_ack'], 'not_boolean')
  return value
}

function checkDeadline(body: Body): string | null | undefined {
  const value = body.deadline
  if (value === undefined) return undefined
  if (value === null || value === '') return null
  const date = typeof value === 'string' ? parseLocalDate(value.trim()) : null
  if (!date) throw invalidField(['body', 'deadline'], 'invalid_deadline')
  if (!inDateWindow(date)) throw invalidField(['body', 'deadline'], 'deadline_out_of_range')
  return date
}

export function targetingFields(body: Body): {
  audience?: Audience
  requiresAck?: boolean
  deadline?: string | null
} {
  const audience = checkAudience(body)
  const requiresAck = checkRequiresAck(body)
  const deadline = checkDeadline(body)
  return {
    ...(audience === undefined ? {} : { audience }),
    ...(requiresAck === undefined ? {} : { requiresAck }),
    ...(deadline === undefined ? {} : { deadline }),
  }
}
