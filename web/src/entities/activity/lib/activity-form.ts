import { ACTIVITY_LIMITS, type AnnouncementInput, ERRORS, type EventInput } from '@agora/contract'
import { z } from 'zod/mini'
import type { ActivityKind } from './paths.ts'

/** Whom an announcement is for (issue 17): all three empty is the whole university. */
export interface AudienceValues {
  facultyIds: number[]
  departmentIds: number[]
  years: number[]
}

/**
 * The add and edit forms' fields; an announcement uses title, body (its content) and date, and its
 * audience, confirmation and deadline (issue 17).
 */
export interface ActivityFormValues {
  title: string
  body: string
  date: string
  time: string
  location: string
  audience: AudienceValues
  requiresAck: boolean
  deadline: string
  /** Events (issue 17): at most this many attendees; empty means no limit. */
  capacity: string
}

const field = (required: boolean, max: number) =>
  required
    ? z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
    : z.string().check(z.trim(), z.maxLength(max))

/** A day (YYYY-MM-DD) inside the window the server takes (issue 30), or empty; strings compare as days. */
const inWindow = (v: string) => v === '' || (v >= ACTIVITY_LIMITS.firstDate && v <= ACTIVITY_LIMITS.lastDate)

/** The date inputs' own bounds: the browser's picker offers no day outside the window. */
export const DATE_BOUNDS = { min: ACTIVITY_LIMITS.firstDate, max: ACTIVITY_LIMITS.lastDate }

/**
 * The forms' rules (spec 000 section 5): adding an event needs title, description, date, time and
 * location; adding an announcement title, content and date; editing either needs title and date.
 */
export function activityFormSchema(kind: ActivityKind, mode: 'add' | 'edit') {
  const adding = mode === 'add'
  const event = kind === 'event'
  return z.object({
    title: field(true, ACTIVITY_LIMITS.titleMax),
    body: field(adding, ACTIVITY_LIMITS.descriptionMax),
    date: field(true, 10).check(z.refine(inWindow, ERRORS.date_out_of_range.detail)),
    time: field(adding && event, 5),
    location: field(adding && event, ACTIVITY_LIMITS.locationMax),
    audience: z.object({
      facultyIds: z.array(z.number()),
      departmentIds: z.array(z.number()),
      years: z.array(z.number()),
    }),
    requiresAck: z.boolean(),
    deadline: field(false, 10).check(z.refine(inWindow, ERRORS.deadline_out_of_range.detail)),
    // Its failure is the catalogue's text, which the form shows translated by its code.
    capacity: z.string().check(
      z.trim(),
      z.refine(
        (v) => v === '' || (/^\d+$/.test(v) && +v >= 1 && +v <= ACTIVITY_LIMITS.capacityMax),
        ERRORS.invalid_capacity.detail,
      ),
    ),
  })
}

/** The values as the API takes them (the contract's input names); empty optional fields are null. */
export function toActivityInput(kind: ActivityKind, v: ActivityFormValues): EventInput | AnnouncementInput {
  if (kind === 'academic') {
    return {
      title: v.title,
      content: v.body,
      description: v.body,
      date: v.date,
      audience_faculty_ids: v.audience.facultyIds,
      audience_department_ids: v.audience.departmentIds,
      audience_years: v.audience.years,
      requires_ack: v.requiresAck,
      deadline: v.deadline || null,
    }
  }
  return {
    title: v.title,
    description: v.body,
    content: v.body,
    date: v.date,
    time: v.time || null,
    location: v.location || null,
    capacity: v.capacity.trim() === '' ? null : Number(v.capacity),
  }
}
