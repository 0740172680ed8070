import { randomBytes } from 'node:crypto'
import {
  ACTIVITY_LIMITS,
  type CheckIn,
  type CheckInCode,
  type CheckInList,
  type Event,
} from '@agora/contract'
import { Secret, TOTP } from 'otpauth'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { fullNameOf } from '../users/index.ts'
import { isAttendee } from './activities.attendance.repository.ts'
import {
  addCheckIn,
  type CheckInRow,
  ensureCheckInSecret,
  isCheckedIn,
  listCheckIns,
} from './activities.check-in.repository.ts'
import { zonedInstant } from './activities.dates.ts'
import { type EventRow, findEvent, lockEvent } from './activities.events.repository.ts'
import { getEvent } from './activities.events.service.ts'
import { communityRoleOf, type ParentPath, reachedUnder } from './activities.parents.ts'
import { canCheckIn, canInteract, canRunCheckIn } from './activities.policy.ts'
import { actorOf } from './activities.presenter.ts'

/**
 * Check-in at an event (issue 17; docs/decisions.md): the organiser shows a 6-digit TOTP code of the
 * event's own secret that changes every 30 seconds; an attendee types or scans it within the event's
 * window, once. Only the current 30-second step's code is taken.
 */

const PERIOD = ACTIVITY_LIMITS.checkInPeriod
const HOUR = 3600 * 1000

const totpOf = (secret: string) =>
  new TOTP({
    issuer: 'Agora',
    label: 'check-in',
    algorithm: 'SHA1',
    digits: ACTIVITY_LIMITS.checkInDigits,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  })

const newSecret = () => new Secret({ buffer: randomBytes(20).buffer }).base32

/** From an hour before it starts until the end of its local day (an event without a time: all its day). */
export function checkInWindow(event: { date: string; timeZone: string; startsAt: Date }) {
  const next = new Date(`${event.date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return {
    opens: new Date(event.startsAt.getTime() - HOUR),
    closes: zonedInstant(next.toISOString().slice(0, 10), null, event.timeZone),
  }
}

/** The event reached by id (and under its parent when the call came that way); 404 like a missing one. */
async function reach(ctx: ServiceContext, viewer: Viewer, id: number, path?: ParentPath): Promise<EventRow> {
  const row = await findEvent(ctx.db, viewer.id, id)
  if (!row || (path && !reachedUnder(path, row))) throw notFound('event_not_found')
  return row
}

/** The organiser's screen needs canRunCheckIn (403 for anyone else who may see the event). */
async function reachAsOrganiser(ctx: ServiceContext, viewer: Viewer, id: number, path?: ParentPath) {
  const row = await reach(ctx, viewer, id, path)
  const role = row.communityId === null ? null : await communityRoleOf(ctx.db, row.communityId, viewer.id)
  if (!canRunCheckIn(actorOf(viewer), row, role)) throw forbidden('cannot_run_check_in')
  return row
}

/** GET .../check-in: the current code and when it expires; the secret is made on the first look. */
export async function getCheckInCode(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  path?: ParentPath,
): Promise<CheckInCode> {
  const row = await reachAsOrganiser(ctx, viewer, id, path)
  const secret = row.checkInSecret ?? (await ensureCheckInSecret(ctx.db, id, newSecret()))
  const now = ctx.clock().getTime()
  const step = Math.floor(now / 1000 / PERIOD)
  return {
    code: totpOf(secret).generate({ timestamp: now }),
    expires_at: new Date((step + 1) * PERIOD * 1000).toISOString(),
    period: PERIOD,
    checked_in_count: row.checkedInCount,
    attendees_count: row.attendeesCount,
  }
}

/**
 * POST .../check-in {code}: an attendee (403 not_attending), once (409 already_checked_in), within the
 * window (409 check_in_closed), with the current step's code (400 check_in_code_invalid).
 */
export async function checkIn(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  code: string,
  path?: ParentPath,
): Promise<Event> {
  await reach(ctx, viewer, id, path)
  if (!canInteract(actorOf(viewer))) throw forbidden('email_not_verified')
  await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id)
    if (!event) throw notFound('event_not_found')
    if (!canCheckIn(actorOf(viewer), await isAttendee(tx, id, viewer.id))) throw forbidden('not_attending')
    if (await isCheckedIn(tx, id, viewer.id)) throw conflict('already_checked_in')
    const now = ctx.clock()
    const { opens, closes } = checkInWindow(event)
    if (now < opens || now >= closes) throw conflict('check_in_closed')
    const valid =
      event.checkInSecret !== null &&
      totpOf(event.checkInSecret).validate({ token: code, timestamp: now.getTime(), window: 0 }) === 0
    if (!valid) throw badRequest('check_in_code_invalid')
    await addCheckIn(tx, id, viewer.id, now)
  })
  return getEvent(ctx, viewer, id)
}

const presentCheckIn = (row: CheckInRow): CheckIn => ({
  user_id: row.userId,
  username: row.user?.username ?? '',
  full_name: row.user ? fullNameOf(row.user) : null,
  avatar_url: row.user?.avatarUrl ?? null,
  checked_in_at: row.at.toISOString(),
})

/** GET .../check-ins: who checked in, first first. */
export async function listEventCheckIns(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  page: { skip: number; limit: number },
  path?: ParentPath,
): Promise<CheckInList> {
  const row = await reachAsOrganiser(ctx, viewer, id, path)
  const items = (await listCheckIns(ctx.db, id, page)).map(presentCheckIn)
  const total = row.checkedInCount
  return { items, total, next_skip: page.skip + items.length < total ? page.skip + items.length : null }
}

/** A cell a spreadsheet will not run as a formula (OWASP's CSV injection advice). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** GET .../check-ins.csv: username, full name and time of each check-in (no email: docs/decisions.md). */
export async function checkInsCsv(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  path?: ParentPath,
): Promise<string> {
  await reachAsOrganiser(ctx, viewer, id, path)
  const rows = (await listCheckIns(ctx.db, id, { skip: 0, limit: ACTIVITY_LIMITS.capacityMax })).map(
    presentCheckIn,
  )
  const lines = [
    'username,full_name,checked_in_at',
    ...rows.map((r) => [r.username, r.full_name ?? '', r.checked_in_at].map(cell).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}
