import type { Community, CommunityListQuery, CommunityPatch, PopularCommunity } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { conflict, forbidden, notFound } from '../../platform/errors.ts'
import { foldForSearch as foldSearchTerm } from '../../platform/fold.ts'
import type { ProfileImage, ProfileImageKind } from '../../platform/profile-images.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { removeAllCommunityPosts } from '../posts/index.ts'
import { universityNamesOf } from '../universities/index.ts'
import { publishCommunityEvent } from './communities.events.ts'
import { checkDescription, checkName, foldForSearch } from './communities.input.ts'
import { writeLog } from './communities.log.repository.ts'
import { standingOf, standingsOf } from './communities.members.repository.ts'
import { canDeleteCommunity, canModerate } from './communities.policy.ts'
import { keepPopularPage, keptPopularPage, type SharedPage } from './communities.popular-page.ts'
import { actorOf, presentCommunity } from './communities.presenter.ts'
import {
  type CommunityRow,
  deleteCommunityRow,
  findCommunity,
  firstMembersOf,
  listCommunities,
  lockCommunity,
  nameTaken,
  popularCommunities,
  updateCommunity,
} from './communities.repository.ts'

/** Communities as readers and their staff see them (spec 000 and 001 section 7 "Communities"). */

/** The part of a page of communities that is the same for every reader: first members, universities. */
async function sharedParts(
  ctx: ServiceContext,
  rows: CommunityRow[],
): Promise<Pick<SharedPage, 'firsts' | 'universityNames'>> {
  const firsts = await firstMembersOf(
    ctx.db,
    rows.map((r) => r.id),
  )
  const names = await universityNamesOf(
    ctx.db,
    rows.map((r) => r.universityId),
  )
  return { firsts, universityNames: new Map([...names].map(([id, u]) => [id, u.name])) }
}

/** The rows with their shared parts, as the viewer sees them (their standing read now). */
async function presentWithStanding(
  ctx: ServiceContext,
  viewer: Viewer,
  { rows, firsts, universityNames }: Omit<SharedPage, 'total'>,
): Promise<Community[]> {
  const standings = await standingsOf(
    ctx.db,
    viewer.id,
    rows.map((r) => r.id),
  )
  return rows.map((row) =>
    presentCommunity(
      row,
      viewer,
      standings.get(row.id)!,
      firsts.get(row.id) ?? [],
      universityNames.get(row.universityId) ?? '',
    ),
  )
}

/** Rows to answers: the viewer's standing, first members and university names in a few reads. */
export async function presentCommunities(
  ctx: ServiceContext,
  viewer: Viewer,
  rows: CommunityRow[],
): Promise<Community[]> {
  return presentWithStanding(ctx, viewer, { rows, ...(await sharedParts(ctx, rows)) })
}

export async function requireCommunityRow(ctx: ServiceContext, id: number): Promise<CommunityRow> {
  const row = await findCommunity(ctx.db, id)
  if (!row) throw notFound('community_not_found')
  return row
}

export async function getCommunity(ctx: ServiceContext, viewer: Viewer, id: number): Promise<Community> {
  const [community] = await presentCommunities(ctx, viewer, [await requireCommunityRow(ctx, id)])
  return community!
}

/** GET /communities/: a tab, a folded name filter, one page and the total. */
export async function listCommunityPage(ctx: ServiceContext, viewer: Viewer, q: CommunityListQuery) {
  const foldedTerm = foldSearchTerm(q.search?.trim() ?? '')
  const page = { skip: q.skip, limit: q.limit }
  // The popular tab with no search is the same page for everyone but the standing: kept briefly.
  const shareable = q.tab === 'popular' && foldedTerm === ''
  const nowMs = ctx.clock().getTime()
  let shared = shareable ? keptPopularPage(ctx.db, page, nowMs) : undefined
  if (!shared) {
    const { rows, total } = await listCommunities(
      ctx.db,
      { tab: q.tab, foldedTerm, universityId: viewer.universityId, viewerId: viewer.id },
      page,
    )
    shared = { rows, total, ...(await sharedParts(ctx, rows)) }
    if (shareable) keepPopularPage(ctx.db, page, shared, nowMs)
  }
  return { communities: await presentWithStanding(ctx, viewer, shared), total: shared.total }
}

/**
 * GET /search/popular/communities: the viewer's university's communities first, then the others, each
 * part by members; each names its university (several universities may have a "Robotik Kulübü").
 */
export async function popular(
  ctx: ServiceContext,
  viewer: Viewer,
  limit: number,
): Promise<PopularCommunity[]> {
  const rows = await popularCommunities(ctx.db, limit, viewer.universityId)
  const names = await universityNamesOf(
    ctx.db,
    rows.map((r) => r.universityId),
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    avatar_url: r.avatarUrl,
    members_count: r.membersCount,
    members: r.membersCount,
    university_id: r.universityId,
    university_name: names.get(r.universityId)?.name ?? '',
  }))
}

/** The community's staff (or a site admin) may change it: 404 before 403. */
export async function assertCanModerate(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
): Promise<CommunityRow> {
  const row = await requireCommunityRow(ctx, id)
  if (!canModerate(actorOf(viewer), await standingOf(ctx.db, id, viewer.id)))
    throw forbidden('cannot_moderate')
  return row
}

/** PUT /communities/{id}: name (unique at its university) and description. */
export async function editCommunity(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  body: CommunityPatch,
): Promise<Community> {
  const row = await assertCanModerate(ctx, viewer, id)
  const name = checkName(body.name, 'name')
  const description = checkDescription(body.description)
  if (await nameTaken(ctx.db, row.universityId, foldForSearch(name), id))
    throw conflict('community_name_taken')
  await ctx.db.transaction(async (tx) => {
    await updateCommunity(tx, id, { name, ...(description === undefined ? {} : { description }) })
    await writeLog(tx, { communityId: id, action: 'community_edited', actorId: viewer.id, at: ctx.clock() })
  })
  await publishCommunityEvent(ctx, { type: 'community.updated', community_id: id, actor_id: viewer.id })
  return getCommunity(ctx, viewer, id)
}

/** POST .../upload-avatar and upload-banner: stored first, set, the old one removed after the commit. */
export async function setCommunityImage(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  kind: ProfileImageKind,
  image: ProfileImage,
): Promise<Community> {
  const path = await ctx.media.save(image.bytes, image.ext)
  let previous: string | null
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const row = await lockCommunity(tx, id)
      if (!row) throw notFound('community_not_found')
      await updateCommunity(tx, id, kind === 'avatar' ? { avatarUrl: path } : { bannerUrl: path })
      return kind === 'avatar' ? row.avatarUrl : row.bannerUrl
    })
  } catch (err) {
    await ctx.media.remove(path).catch(() => {})
    throw err
  }
  if (previous) {
    await ctx.media
      .remove(previous)
      .catch((err: unknown) => ctx.log.error({ err }, 'removing a community image failed'))
  }
  await publishCommunityEvent(ctx, { type: 'community.updated', community_id: id, actor_id: viewer.id })
  return getCommunity(ctx, viewer, id)
}

/** DELETE /communities/{id}: site admins. Its posts are removed; its events and memberships go with it. */
export async function deleteCommunity(ctx: ServiceContext, viewer: Viewer, id: number): Promise<void> {
  const row = await requireCommunityRow(ctx, id)
  if (!canDeleteCommunity(actorOf(viewer))) throw forbidden('admin_only')
  await removeAllCommunityPosts(ctx, viewer.id, id)
  await deleteCommunityRow(ctx.db, id)
  for (const path of [row.avatarUrl, row.bannerUrl]) {
    if (path) await ctx.media.remove(path).catch(() => {})
  }
  await publishCommunityEvent(ctx, { type: 'community.deleted', community_id: id, actor_id: viewer.id })
}
