import type { Announcement, Event, EventAbilities } from '@agora/contract'

/** Test-only: what a plain verified member may do with an item of their university. */
export const MEMBER_ABILITIES: EventAbilities = {
  can_edit: false,
  can_delete: false,
  can_like: true,
  can_save: true,
  can_comment: true,
  can_attend: true,
  can_check_in: false,
  can_run_check_in: false,
}

export const MANAGER_ABILITIES: EventAbilities = {
  ...MEMBER_ABILITIES,
  can_edit: true,
  can_delete: true,
  can_run_check_in: true,
}

/** Test-only: an event of university 4 (METU) as every read answers it. */
export function makeEvent(overrides: Partial<Event> = {}): Event {
  const title = overrides.title ?? overrides.event_title ?? 'Robotics night'
  const date = overrides.date ?? '2026-12-05'
  const time = overrides.time === undefined ? '18:30' : overrides.time
  const location = overrides.location === undefined ? 'Hall A' : overrides.location
  const description = overrides.description ?? 'Build a robot with us'
  const banner = overrides.banner_url === undefined ? null : overrides.banner_url
  return {
    id: 11,
    post_type: 'event',
    event_title: title,
    title,
    description,
    content: description,
    event_date: date,
    date,
    event_time: time,
    time,
    event_location: location,
    location,
    event_banner_url: banner,
    banner_url: banner,
    banner,
    starts_at: `${date}T${time ?? '00:00'}:00+03:00`,
    time_zone: 'Europe/Istanbul',
    parent_type: 'university',
    parent_id: 4,
    parent_name: 'METU',
    university_id: 4,
    university_name: 'METU',
    community_id: null,
    community_name: null,
    community_university_name: null,
    user_id: 9,
    user_username: 'uniadmin',
    likes_count: 3,
    attendees_count: 10,
    replies_count: 2,
    comments_count: 2,
    is_liked: false,
    is_saved: false,
    is_attending: false,
    capacity: null,
    waitlist_count: 0,
    attendance: null,
    waitlist_position: null,
    is_checked_in: false,
    edited: false,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    abilities: MEMBER_ABILITIES,
    ...overrides,
  }
}

/** Test-only: an announcement of university 4 (METU). */
export function makeAnnouncement(
  overrides: Omit<Partial<Announcement>, 'abilities'> & {
    abilities?: Partial<Announcement['abilities']>
  } = {},
): Announcement {
  const title = overrides.title ?? overrides.academic_title ?? 'Exam week schedule'
  const date = overrides.date ?? '2026-12-10'
  const content = overrides.content ?? 'Finals start on Monday'
  const banner = overrides.banner_url === undefined ? null : overrides.banner_url
  return {
    id: 21,
    post_type: 'academic',
    academic_title: title,
    title,
    content,
    description: content,
    academic_date: date,
    date,
    academic_banner_url: banner,
    banner_url: banner,
    banner,
    time_zone: 'Europe/Istanbul',
    university_id: 4,
    university_name: 'METU',
    university_website: 'https://metu.edu.tr',
    user_id: 9,
    user_username: 'uniadmin',
    likes_count: 1,
    replies_count: 0,
    comments_count: 0,
    is_liked: false,
    is_saved: false,
    edited: false,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    audience: { faculties: [], departments: [], years: [] },
    is_targeted: true,
    requires_ack: false,
    acknowledged_at: null,
    deadline: null,
    ack_stats: null,
    ...overrides,
    abilities: {
      ...MEMBER_ABILITIES,
      can_attend: false,
      can_acknowledge: false,
      can_remind: false,
      ...overrides.abilities,
    },
  }
}
