import type { AckStats, Announcement, Event, NamedUnit } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import type { AnnouncementRow } from './activities.announcements.repository.ts'
import { audienceOf, inAudience, type Member } from './activities.audience.ts'
import { isoInZone } from './activities.dates.ts'
import type { EventRow } from './activities.events.repository.ts'
import {
  type Actor,
  abilitiesOf,
  type CommunityRole,
  canAcknowledge,
  canRemind,
  eventAbilitiesOf,
} from './activities.policy.ts'

/** Rows to the contract's shapes, each field under every name the specification reads. */

export interface ParentInfo {
  name: string
  website: string | null
  /** A community's university. */
  universityName?: string | null
}
/** The parents the rows belong to, by id, and the viewer's role in each community among them. */
export interface Parents {
  universities: Map<number, ParentInfo>
  communities: Map<number, ParentInfo>
  roles: Map<number, CommunityRole>
}

export const actorOf = (viewer: Viewer): Actor => ({
  role: viewer.role,
  universityId: viewer.universityId,
  isVerified: viewer.isVerified,
})

const iso = (d: Date) => d.toISOString()

export function presentEvent(row: EventRow, viewer: Viewer, parents: Parents): Event {
  const university = row.universityId === null ? null : (parents.universities.get(row.universityId) ?? null)
  const community = row.communityId === null ? null : (parents.communities.get(row.communityId) ?? null)
  const parentName = university?.name ?? community?.name ?? ''
  return {
    id: row.id,
    post_type: 'event',
    event_title: row.title,
    title: row.title,
    description: row.description,
    content: row.description,
    event_date: row.date,
    date: row.date,
    event_time: row.time,
    time: row.time,
    event_location: row.location,
    location: row.location,
    event_banner_url: row.bannerUrl,
    banner_url: row.bannerUrl,
    banner: row.bannerUrl,
    starts_at: isoInZone(row.startsAt, row.timeZone),
    time_zone: row.timeZone,
    parent_type: row.universityId !== null ? 'university' : 'community',
    parent_id: row.universityId ?? row.communityId ?? 0,
    parent_name: parentName,
    university_id: row.universityId,
    university_name: university?.name ?? null,
    community_id: row.communityId,
    community_name: community?.name ?? null,
    community_university_name: community?.universityName ?? null,
    user_id: row.createdBy,
    user_username: row.creatorUsername ?? '',
    likes_count: row.likesCount,
    attendees_count: row.attendeesCount,
    replies_count: row.commentsCount,
    comments_count: row.commentsCount,
    is_liked: row.isLiked,
    is_saved: row.isSaved,
    is_attending: row.isAttending,
    capacity: row.capacity,
    waitlist_count: row.waitlistCount,
    attendance: row.isAttending ? 'attending' : row.waitlistPosition > 0 ? 'waiting' : null,
    waitlist_position: row.waitlistPosition > 0 ? row.waitlistPosition : null,
    is_checked_in: row.isCheckedIn,
    edited: row.edited,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    abilities: eventAbilitiesOf(
      actorOf(viewer),
      row,
      row.communityId === null ? null : (parents.roles.get(row.communityId) ?? null),
      row.isAttending,
    ),
  }
}

/** What an announcement's answer needs beyond its row (issue 17). */
export interface AnnouncementExtras {
  /** The viewer's affiliation. */
  member: Member
  units: { faculties: Map<number, NamedUnit>; departments: Map<number, NamedUnit> }
  stats: AckStats | null
}

/** The ids with their names; an id whose unit was deleted since is left out. */
const named = (ids: number[], units: Map<number, NamedUnit>) =>
  ids.flatMap((id) => {
    const unit = units.get(id)
    return unit === undefined ? [] : [unit]
  })

export function presentAnnouncement(
  row: AnnouncementRow,
  viewer: Viewer,
  parents: Parents,
  extras: AnnouncementExtras,
): Announcement {
  const university = parents.universities.get(row.universityId)
  const actor = actorOf(viewer)
  const targeted = inAudience(audienceOf(row), row.universityId, extras.member)
  const acknowledgedAt = row.acknowledgedAt === null ? null : new Date(row.acknowledgedAt).toISOString()
  return {
    id: row.id,
    post_type: 'academic',
    academic_title: row.title,
    title: row.title,
    content: row.content,
    description: row.content,
    academic_date: row.date,
    date: row.date,
    academic_banner_url: row.bannerUrl,
    banner_url: row.bannerUrl,
    banner: row.bannerUrl,
    time_zone: row.timeZone,
    university_id: row.universityId,
    university_name: university?.name ?? '',
    university_website: university?.website ?? null,
    user_id: row.createdBy,
    user_username: row.creatorUsername ?? '',
    likes_count: row.likesCount,
    replies_count: row.commentsCount,
    comments_count: row.commentsCount,
    is_liked: row.isLiked,
    is_saved: row.isSaved,
    edited: row.edited,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    audience: {
      faculties: named(row.audienceFacultyIds, extras.units.faculties),
      departments: named(row.audienceDepartmentIds, extras.units.departments),
      years: row.audienceYears,
    },
    is_targeted: targeted,
    requires_ack: row.requiresAck,
    acknowledged_at: acknowledgedAt,
    deadline: row.deadline,
    ack_stats: extras.stats,
    abilities: {
      ...abilitiesOf(actor, { universityId: row.universityId, communityId: null }, 'announcement'),
      can_acknowledge: canAcknowledge(actor, row, targeted, acknowledgedAt !== null),
      can_remind: canRemind(actor, row),
    },
  }
}
