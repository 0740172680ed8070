import { z } from 'zod'
import { NamedUnit } from './affiliation.ts'

/** What the viewer may do with an event or announcement: the client shows controls from these. */
export const ActivityAbilities = z.object({
  /** Spec 000 section 6: admin; a UniAdmin of its university; for community events, its ComAdmin or ComMod. */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_like: z.boolean(),
  can_save: z.boolean(),
  can_comment: z.boolean(),
  /** Events only (false on announcements): attend or cancel attendance. */
  can_attend: z.boolean(),
})
export type ActivityAbilities = z.infer<typeof ActivityAbilities>

/** An event's abilities: the activity's, and check-in (issue 17). */
export const EventAbilities = ActivityAbilities.extend({
  /** An attendee may check in with the organiser's code (the time window is checked on the call). */
  can_check_in: z.boolean(),
  /** The organiser (who may edit it) opens the check-in screen: the code and who checked in. */
  can_run_check_in: z.boolean(),
})
export type EventAbilities = z.infer<typeof EventAbilities>

/** The viewer's place at an event (issue 17): attending, on its waitlist, or neither. */
export const EventAttendance = z.enum(['attending', 'waiting'])
export type EventAttendance = z.infer<typeof EventAttendance>

/** Who publishes it: a university, or (with the communities issue) a community. */
export const ActivityParentType = z.enum(['university', 'community'])
export type ActivityParentType = z.infer<typeof ActivityParentType>

/**
 * An event as every read answers it: the university and community lists, GET /events/{id}, upcoming
 * events, attended and saved events, and For You (post_type 'event'). It carries the field names of
 * spec 000 section 3 (Event activity, Event on university pages) and of spec 001 section 3 (Event in
 * the upcoming list and detail) side by side: `event_title` and `title` are the same value, and so on.
 * Dates are the organiser's local date (YYYY-MM-DD) and 24 h time (HH:mm) in `time_zone`; `starts_at`
 * is the same instant in ISO 8601 with its offset.
 */
export const Event = z.object({
  id: z.number().int(),
  post_type: z.literal('event'),
  event_title: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  event_date: z.string(),
  date: z.string(),
  /** Null when an edit removed it (the edit form makes time optional). */
  event_time: z.string().nullable(),
  time: z.string().nullable(),
  event_location: z.string().nullable(),
  location: z.string().nullable(),
  event_banner_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  banner: z.string().nullable(),
  starts_at: z.string(),
  time_zone: z.string(),
  parent_type: ActivityParentType,
  parent_id: z.number().int(),
  parent_name: z.string(),
  university_id: z.number().int().nullable(),
  university_name: z.string().nullable(),
  community_id: z.number().int().nullable(),
  community_name: z.string().nullable(),
  /** A community's event: the community's university (events of same-named communities tell apart). */
  community_university_name: z.string().nullable(),
  /** Who published it. */
  user_id: z.number().int(),
  user_username: z.string(),
  likes_count: z.number().int(),
  attendees_count: z.number().int(),
  replies_count: z.number().int(),
  comments_count: z.number().int(),
  is_liked: z.boolean(),
  is_saved: z.boolean(),
  is_attending: z.boolean(),
  /** Issue 17: at most this many attendees; null: no limit. Attending a full event joins its waitlist. */
  capacity: z.number().int().nullable(),
  waitlist_count: z.number().int(),
  attendance: EventAttendance.nullable(),
  /** 1 for the first person waiting; null when the viewer is not waiting. */
  waitlist_position: z.number().int().nullable(),
  is_checked_in: z.boolean(),
  edited: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: EventAbilities,
})
export type Event = z.infer<typeof Event>
export const EventList = z.array(Event)

export const AnnouncementAudience = z.object({
  faculties: z.array(NamedUnit),
  departments: z.array(NamedUnit),
  years: z.array(z.number().int()),
})
export type AnnouncementAudience = z.infer<typeof AnnouncementAudience>

/** How many of those it is for confirmed it, how many it is for now, and when the reminder went. */
export const AckStats = z.object({
  acknowledged: z.number().int(),
  targeted: z.number().int(),
  reminded_at: z.string().nullable(),
})
export type AckStats = z.infer<typeof AckStats>

/**
 * An academic announcement (spec 000 section 3 "Academic announcement", spec 001 section 3), with the
 * university pages' names (title, content, date, banner) beside the academic_* ones.
 */
export const Announcement = z.object({
  id: z.number().int(),
  post_type: z.literal('academic'),
  academic_title: z.string(),
  title: z.string(),
  content: z.string(),
  description: z.string(),
  academic_date: z.string(),
  date: z.string(),
  academic_banner_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  banner: z.string().nullable(),
  time_zone: z.string(),
  university_id: z.number().int(),
  university_name: z.string(),
  /** The university's website: the detail page's related-info link (null when it has none). */
  university_website: z.string().nullable(),
  user_id: z.number().int(),
  user_username: z.string(),
  likes_count: z.number().int(),
  replies_count: z.number().int(),
  comments_count: z.number().int(),
  is_liked: z.boolean(),
  is_saved: z.boolean(),
  edited: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Issue 17: whom it is for; all three lists empty is the whole university. */
  audience: AnnouncementAudience,
  /** The viewer is among those it is for (a member of the university in its audience). */
  is_targeted: z.boolean(),
  /** Those it is for are asked to confirm "I have read this". */
  requires_ack: z.boolean(),
  /** When the viewer confirmed it, or null. */
  acknowledged_at: z.string().nullable(),
  /** A local date (YYYY-MM-DD) by which something is due; it appears in the calendar feed. */
  deadline: z.string().nullable(),
  /** For those who may manage it, on its own page (GET /academics/{id}); null elsewhere. */
  ack_stats: AckStats.nullable(),
  abilities: ActivityAbilities.extend({
    /** Targeted, asked to confirm, not yet confirmed. */
    can_acknowledge: z.boolean(),
    /** A manager, confirmation asked, no reminder sent yet. */
    can_remind: z.boolean(),
  }),
})
export type Announcement = z.infer<typeof Announcement>
export const AnnouncementList = z.array(Announcement)

/** POST .../upload-banner answers the new banner's address. */
export const BannerResponse = z.object({ banner_url: z.string() })
export type BannerResponse = z.infer<typeof BannerResponse>

/** POST /universities/{id}/events and /academics answer the new item (its id first of all). */
export const CreatedActivity = z.object({ id: z.number().int() })

/**
 * The input names. Every body also accepts the older names the specification lists: title or
 * event_title; date, event_date or start_date; time, event_time or start_time; location,
 * event_location or venue; banner_url, image_url or poster_url are ignored on input (banners are
 * uploaded). The server folds them into these before its checks.
 *
 * Add event: title, description, date, time and location are required (spec 000 section 5).
 * Add announcement: title, content and date. Edit (both): title and date; time and location are
 * optional and apply to events only; an empty time or location removes it.
 */
export const EventInput = z.object({
  title: z.string(),
  description: z.string().optional(),
  content: z.string().optional(),
  date: z.string(),
  time: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  /** 1 to 100000; null or absent: no limit (issue 17). */
  capacity: z.number().int().nullable().optional(),
})
export type EventInput = z.infer<typeof EventInput>

export const AnnouncementInput = z.object({
  title: z.string(),
  content: z.string().optional(),
  description: z.string().optional(),
  date: z.string(),
  /** Issue 17: all three empty (or absent on adding) is the whole university. */
  audience_faculty_ids: z.array(z.number().int().positive().max(2_147_483_647)).optional(),
  audience_department_ids: z.array(z.number().int().positive().max(2_147_483_647)).optional(),
  audience_years: z.array(z.number().int().positive().max(2_147_483_647)).optional(),
  requires_ack: z.boolean().optional(),
  deadline: z.string().nullable().optional(),
})
export type AnnouncementInput = z.infer<typeof AnnouncementInput>

/** GET /events/{id}/check-in: the organiser's current code (issue 17), valid until `expires_at`. */
export const CheckInCode = z.object({
  code: z.string(),
  expires_at: z.string(),
  /** Seconds each code lives. */
  period: z.number().int(),
  checked_in_count: z.number().int(),
  attendees_count: z.number().int(),
})
export type CheckInCode = z.infer<typeof CheckInCode>

/** POST /events/{id}/check-in: the code the attendee read off the organiser's screen. */
export const CheckInBody = z.object({ code: z.string().regex(/^\d{6}$/) })
export type CheckInBody = z.infer<typeof CheckInBody>

/** One person who checked in, as the organiser sees them (no email address: docs/decisions.md). */
export const CheckIn = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  checked_in_at: z.string(),
})
export type CheckIn = z.infer<typeof CheckIn>
export const CheckInList = z.object({
  items: z.array(CheckIn),
  total: z.number().int(),
  next_skip: z.number().int().nullable(),
})
export type CheckInList = z.infer<typeof CheckInList>
