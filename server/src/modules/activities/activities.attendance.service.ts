import type { ServiceContext } from '../../platform/service-context.ts'
import {
  addAttendee,
  fillFromWaitlist,
  isAttendee,
  isWaiting,
  joinWaitlist,
  leaveWaitlist,
  type Promotion,
  removeAttendee,
} from './activities.attendance.repository.ts'
import { lockEvent } from './activities.events.repository.ts'
import { publishActivityEvent } from './activities.events.ts'

/**
 * Attend and cancel attendance with a capacity (issue 17). Both run under the event's row lock: a full
 * event puts the person on its waitlist; cancelling moves the first person waiting in, in the same
 * transaction, so that no interleaving of calls fills the event past its capacity.
 */

export interface AttendanceChange {
  /** The viewer became an attendee. */
  joined: boolean
  promoted: Promotion[]
}

const NOTHING: AttendanceChange = { joined: false, promoted: [] }

/** POST .../attend (on) or DELETE (off) of an event already reached by the caller; repeating changes nothing. */
export async function setAttendance(
  ctx: ServiceContext,
  userId: number,
  eventId: number,
  on: boolean,
): Promise<AttendanceChange> {
  const change = await ctx.db.transaction(async (tx): Promise<AttendanceChange> => {
    const event = await lockEvent(tx, eventId)
    if (!event) return NOTHING
    const now = ctx.clock()
    if (on) {
      if ((await isAttendee(tx, eventId, userId)) || (await isWaiting(tx, eventId, userId))) return NOTHING
      // Someone already waiting keeps their turn, even when a raised capacity left a place.
      const full =
        event.capacity !== null && (event.attendeesCount >= event.capacity || event.waitlistCount > 0)
      if (full) {
        await joinWaitlist(tx, eventId, userId, now)
        return NOTHING
      }
      return { joined: await addAttendee(tx, eventId, userId, now), promoted: [] }
    }
    if (await removeAttendee(tx, eventId, userId)) {
      return { joined: false, promoted: await fillFromWaitlist(tx, eventId, now) }
    }
    await leaveWaitlist(tx, eventId, userId)
    return NOTHING
  })
  return change
}

/** After the commit: event.attended for each new attendee, event.spot_opened for those moved in. */
export async function publishAttendance(
  ctx: ServiceContext,
  eventId: number,
  authorId: number,
  actorId: number,
  change: AttendanceChange,
): Promise<void> {
  if (change.joined) {
    await publishActivityEvent(ctx, {
      type: 'event.attended',
      event_id: eventId,
      actor_id: actorId,
      author_id: authorId,
    })
  }
  await publishPromotions(ctx, eventId, authorId, change.promoted)
}

export async function publishPromotions(
  ctx: ServiceContext,
  eventId: number,
  authorId: number,
  promoted: Promotion[],
): Promise<void> {
  for (const p of promoted) {
    await publishActivityEvent(ctx, {
      type: 'event.attended',
      event_id: eventId,
      actor_id: p.userId,
      author_id: authorId,
    })
    await publishActivityEvent(ctx, {
      type: 'event.spot_opened',
      event_id: eventId,
      user_id: p.userId,
      waitlist_id: p.waitlistId,
    })
  }
}
