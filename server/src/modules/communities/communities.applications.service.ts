import type { Community, CommunityApplication, CommunityApplicationInput } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { conflict, forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { getUniversityName, universityNamesOf } from '../universities/index.ts'
import {
  type ApplicationRow,
  decideApplication,
  findApplication,
  insertApplication,
  listApplications,
  pendingNameTaken,
} from './communities.applications.repository.ts'
import { publishCommunityEvent } from './communities.events.ts'
import { checkManager, checkName, checkReason, foldForSearch } from './communities.input.ts'
import { insertMembership } from './communities.members.repository.ts'
import { presentApplication } from './communities.presenter.ts'
import { insertCommunity, nameTaken } from './communities.repository.ts'
import { getCommunity } from './communities.service.ts'

/**
 * The application wizard (spec 000 section 3 "Community application") and its decision by a site
 * admin: approving creates the community with the applicant as its ComAdmin.
 */

async function present(ctx: ServiceContext, rows: ApplicationRow[]): Promise<CommunityApplication[]> {
  const universities = await universityNamesOf(
    ctx.db,
    rows.map((r) => r.universityId),
  )
  return rows.map((r) => presentApplication(r, universities.get(r.universityId)?.name ?? ''))
}

const assertAdmin = (viewer: Viewer) => {
  if (viewer.role !== 'admin' || !viewer.isVerified) throw forbidden('admin_only')
}

/** POST /admin/community-requests: any verified person; answers the application, pending. */
export async function apply(
  ctx: ServiceContext,
  viewer: Viewer,
  body: CommunityApplicationInput,
): Promise<CommunityApplication> {
  if ((await getUniversityName(ctx.db, body.university_id)) === null) throw notFound('university_not_found')
  const name = checkName(body.community_name, 'community_name')
  const manager = checkManager(body)
  const folded = foldForSearch(name)
  if (
    (await nameTaken(ctx.db, body.university_id, folded)) ||
    (await pendingNameTaken(ctx.db, body.university_id, folded))
  ) {
    throw conflict('community_name_taken')
  }
  const id = await insertApplication(ctx.db, {
    universityId: body.university_id,
    applicantId: viewer.id,
    communityName: name,
    managerName: manager.name,
    managerEmail: manager.email,
    managerPhone: manager.phone,
    createdAt: ctx.clock(),
  })
  await publishCommunityEvent(ctx, {
    type: 'community.application_submitted',
    application_id: id,
    actor_id: viewer.id,
  })
  const [application] = await present(ctx, [(await findApplication(ctx.db, id))!])
  return application!
}

export async function myApplications(ctx: ServiceContext, viewer: Viewer): Promise<CommunityApplication[]> {
  return present(ctx, await listApplications(ctx.db, { applicantId: viewer.id }, { skip: 0, limit: 100 }))
}

export async function applications(
  ctx: ServiceContext,
  viewer: Viewer,
  q: { status?: ApplicationRow['status']; skip: number; limit: number },
): Promise<CommunityApplication[]> {
  assertAdmin(viewer)
  return present(ctx, await listApplications(ctx.db, { status: q.status }, q))
}

/** POST /admin/community-requests/{id}/approve: the community, with the applicant as its ComAdmin. */
export async function approve(ctx: ServiceContext, viewer: Viewer, id: number): Promise<Community> {
  assertAdmin(viewer)
  const now = ctx.clock()
  const communityId = await ctx.db.transaction(async (tx) => {
    const application = await findApplication(tx, id, true)
    if (!application) throw notFound('application_not_found')
    if (application.status !== 'pending') throw conflict('application_decided')
    if (await nameTaken(tx, application.universityId, foldForSearch(application.communityName))) {
      throw conflict('community_name_taken')
    }
    const community = await insertCommunity(tx, {
      universityId: application.universityId,
      name: application.communityName,
      createdBy: application.applicantId,
      createdAt: now,
    })
    await insertMembership(tx, {
      communityId: community.id,
      userId: application.applicantId,
      status: 'member',
      role: 'ComAdmin',
      at: now,
    })
    await decideApplication(tx, id, { status: 'approved', reason: null, communityId: community.id, at: now })
    return community.id
  })
  await publishCommunityEvent(ctx, {
    type: 'community.created',
    community_id: communityId,
    actor_id: viewer.id,
  })
  await publishCommunityEvent(ctx, {
    type: 'community.application_decided',
    application_id: id,
    actor_id: viewer.id,
  })
  return getCommunity(ctx, viewer, communityId)
}

/** POST /admin/community-requests/{id}/reject {reason}. */
export async function reject(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  rawReason: string,
): Promise<CommunityApplication> {
  assertAdmin(viewer)
  const reason = checkReason(rawReason)
  await ctx.db.transaction(async (tx) => {
    const application = await findApplication(tx, id, true)
    if (!application) throw notFound('application_not_found')
    if (application.status !== 'pending') throw conflict('application_decided')
    await decideApplication(tx, id, { status: 'rejected', reason, communityId: null, at: ctx.clock() })
  })
  await publishCommunityEvent(ctx, {
    type: 'community.application_decided',
    application_id: id,
    actor_id: viewer.id,
  })
  const [application] = await present(ctx, [(await findApplication(ctx.db, id))!])
  return application!
}
