import { ACTIVITY_LIMITS } from '@agora/contract'
import { z } from 'zod'
import { invalidField } from '../../platform/errors.ts'
import { refuseBidiControls } from '../../platform/text-input.ts'
import { checkAudience, targetingFields } from './activities.audience.input.ts'
import type { Audience } from './activities.audience.ts'
import { inDateWindow, parseLocalDate, parseLocalTime } from './activities.dates.ts'

/**
 * The bodies of the add and edit calls (spec 000 section 5), with the older names the specification
 * lists folded in first: title or event_title or academic_title; date, event_date, academic_date or
 * start_date; time, event_time or start_time; location, event_location or venue; description or
 * content. Banner addresses on input are ignored (banners are uploaded), except `banner_url: null` on
 * an edit, which removes the banner.
 */
export const ActivityBody = z
  .object({})
  .catchall(
    z.union([
      z.string().max(20_000),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(z.number().int().min(1).max(2_147_483_647)).max(ACTIVITY_LIMITS.audienceUnitsMax),
    ]),
  )
  .describe(
    'title, description, date (YYYY-MM-DD), time (HH:mm), location; or their older names. Announcements also: audience_faculty_ids, audience_department_ids, audience_years (lists; all empty is the whole university), requires_ack, deadline (YYYY-MM-DD or null)',
  )

type Body = z.infer<typeof ActivityBody>

export interface EventFields {
  title: string
  description: string
  date: string
  time: string | null
  location: string | null
  /** At most this many attendees (issue 17); null: no limit. */
  capacity: number | null
  removeBanner: boolean
}

export interface AnnouncementFields {
  title: string
  content: string
  date: string
  removeBanner: boolean
  /** Issue 17: absent on an edit that does not send them (they stay as they are). */
  audience?: Audience
  requiresAck?: boolean
  deadline?: string | null
}

/** The first of the names that is present (a present empty string counts: it clears on an edit). */
function pick(body: Body, names: string[]): string | undefined {
  for (const name of names) {
    const value = body[name]
    if (value === undefined) continue
    if (value === null) return ''
    if (Array.isArray(value)) throw invalidField(['body', name], 'not_text')
    return String(value)
  }
  return undefined
}

const NAMES = {
  title: ['title', 'event_title', 'academic_title'],
  date: ['date', 'event_date', 'academic_date', 'start_date'],
  time: ['time', 'event_time', 'start_time'],
  location: ['location', 'event_location', 'venue'],
  text: ['description', 'content'],
  announcementText: ['content', 'description'],
}

function checkTitle(body: Body): string {
  const title = pick(body, NAMES.title)?.trim() ?? ''
  if (!title) throw invalidField(['body', 'title'], 'title_required')
  if (title.length > ACTIVITY_LIMITS.titleMax) throw invalidField(['body', 'title'], 'title_too_long')
  return refuseBidiControls(title, ['body', 'title'])
}

function checkDate(body: Body): string {
  const raw = pick(body, NAMES.date)?.trim() ?? ''
  if (!raw) throw invalidField(['body', 'date'], 'date_required')
  const date = parseLocalDate(raw)
  if (!date) throw invalidField(['body', 'date'], 'invalid_date')
  if (!inDateWindow(date)) throw invalidField(['body', 'date'], 'date_out_of_range')
  return date
}

function checkText(
  body: Body,
  names: string[],
  field: string,
  required: 'description_required' | 'content_required' | null,
) {
  const text = pick(body, names)?.trim() ?? ''
  if (!text && required) throw invalidField(['body', field], required)
  if (text.length > ACTIVITY_LIMITS.descriptionMax)
    throw invalidField(['body', field], 'description_too_long')
  return text
}

function checkTime(body: Body, required: boolean): string | null {
  const raw = pick(body, NAMES.time)?.trim() ?? ''
  if (!raw) {
    if (required) throw invalidField(['body', 'time'], 'time_required')
    return null
  }
  const time = parseLocalTime(raw)
  if (!time) throw invalidField(['body', 'time'], 'invalid_time')
  return time
}

function checkLocation(body: Body, required: boolean): string | null {
  const location = pick(body, NAMES.location)?.trim() ?? ''
  if (!location) {
    if (required) throw invalidField(['body', 'location'], 'location_required')
    return null
  }
  if (location.length > ACTIVITY_LIMITS.locationMax)
    throw invalidField(['body', 'location'], 'location_too_long')
  return refuseBidiControls(location, ['body', 'location'])
}

/**
 * `capacity` (issue 17): a whole number from 1 to ACTIVITY_LIMITS.capacityMax, or null or empty for no
 * limit; absent keeps `current` (an edit) or means no limit (an add).
 */
function checkCapacity(body: Body, current: number | null): number | null {
  const raw = body.capacity
  if (raw === undefined) return current
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN
  if (!Number.isInteger(n) || n < 1 || n > ACTIVITY_LIMITS.capacityMax) {
    throw invalidField(['body', 'capacity'], 'invalid_capacity')
  }
  return n
}

const removesBanner = (body: Body) =>
  ['banner_url', 'event_banner_url', 'academic_banner_url'].some((n) => body[n] === null)

/** Add event: title, description, date, time and location are all required. */
export function newEventFields(body: Body): EventFields {
  return {
    title: checkTitle(body),
    description: checkText(body, NAMES.text, 'description', 'description_required'),
    date: checkDate(body),
    time: checkTime(body, true),
    location: checkLocation(body, true),
    capacity: checkCapacity(body, null),
    removeBanner: false,
  }
}

/** Edit event: title and date required; time and location optional (empty removes them). */
export function editedEventFields(
  body: Body,
  current: { description: string; capacity?: number | null },
): EventFields {
  const description =
    pick(body, NAMES.text) === undefined
      ? current.description
      : checkText(body, NAMES.text, 'description', null)
  return {
    title: checkTitle(body),
    description,
    date: checkDate(body),
    time: checkTime(body, false),
    location: checkLocation(body, false),
    capacity: checkCapacity(body, current.capacity ?? null),
    removeBanner: removesBanner(body),
  }
}

/**
 * Add a community event (spec 001: {title, description, date, time, location}; the community page's
 * form requires title and date only): title and date required, the rest optional.
 */
export function newCommunityEventFields(body: Body): EventFields {
  return { ...editedEventFields(body, { description: '' }), removeBanner: false }
}

/** Add announcement: title, content and date required; by default for the whole university. */
export function newAnnouncementFields(body: Body): AnnouncementFields {
  return {
    title: checkTitle(body),
    content: checkText(body, NAMES.announcementText, 'content', 'content_required'),
    date: checkDate(body),
    removeBanner: false,
    ...targetingFields(body),
    audience: checkAudience(body) ?? { facultyIds: [], departmentIds: [], years: [] },
  }
}

/** Edit announcement: title and date required; the content stays when not sent. */
export function editedAnnouncementFields(body: Body, current: { content: string }): AnnouncementFields {
  const sent = pick(body, NAMES.announcementText) !== undefined
  return {
    title: checkTitle(body),
    content: sent ? checkText(body, NAMES.announcementText, 'content', null) : current.content,
    date: checkDate(body),
    removeBanner: removesBanner(body),
    ...targetingFields(body),
  }
}
