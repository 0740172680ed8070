import type {
  PopularUniversity,
  University,
  UniversityInput,
  UniversityListQuery,
  UniversityPatch,
} from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, notFound } from '../../platform/errors.ts'
import { foldForSearch as foldSearchTerm } from '../../platform/fold.ts'
import type { ProfileImage, ProfileImageKind } from '../../platform/profile-images.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import type { UniversityFields } from './universities.input.ts'
import { canEditUniversity } from './universities.policy.ts'
import { memberCountsPort } from './universities.ports.ts'
import { presentPopular, presentUniversity } from './universities.presenter.ts'
import {
  findPopularUniversities,
  findUniversityById,
  findUniversityByIdForUpdate,
  listDomainsOfMany,
  searchUniversities,
  type UniversityRow,
  updateUniversityRow,
} from './universities.repository.ts'
import { createUniversity, updateUniversity } from './universities.service.ts'

/** The HTTP calls of the universities pages (spec 000 section 7): reads for everyone, writes for admins. */

/** Rows as University answers: their domains and members in one query each, whatever the count. */
async function present(ctx: ServiceContext, rows: UniversityRow[], viewer: Viewer): Promise<University[]> {
  const ids = rows.map((r) => r.id)
  const [domains, members] = await Promise.all([
    listDomainsOfMany(ctx.db, ids),
    ctx.ports.get(memberCountsPort).count(ctx.db, ids),
  ])
  return rows.map((row) =>
    presentUniversity(row, domains.get(row.id) ?? [], members.get(row.id) ?? 0, viewer),
  )
}

/** GET /universities/: a page by name, optionally matching `search`, and how many match in all. */
export async function listUniversities(
  ctx: ServiceContext,
  viewer: Viewer,
  query: UniversityListQuery,
): Promise<{ universities: University[]; total: number }> {
  const { rows, total } = await searchUniversities(ctx.db, foldSearchTerm(query.search?.trim() ?? ''), query)
  return { universities: await present(ctx, rows, viewer), total }
}

/** GET /universities/{id}: 404 university_not_found when there is none. */
export async function showUniversity(ctx: ServiceContext, viewer: Viewer, id: number): Promise<University> {
  const row = await findUniversityById(ctx.db, id)
  if (!row) throw notFound('university_not_found')
  return (await present(ctx, [row], viewer))[0]!
}

/** GET /universities/me: the viewer's own; 404 university_not_found for an account without one. */
export function showMyUniversity(ctx: ServiceContext, viewer: Viewer): Promise<University> {
  if (viewer.universityId === null) throw notFound('university_not_found', 'You have no university')
  return showUniversity(ctx, viewer, viewer.universityId)
}

/** GET /search/popular/universities: the most-joined first. */
export async function popularUniversities(ctx: ServiceContext, limit: number): Promise<PopularUniversity[]> {
  return (await findPopularUniversities(ctx.db, limit, ctx.ports.get(memberCountsPort).countOf)).map(
    presentPopular,
  )
}

/** The body's snake_case fields as the service's; what is left out stays absent. */
function fieldsOf(body: UniversityPatch): UniversityFields {
  const { time_zone: timeZone, ...rest } = body
  return timeZone === undefined ? rest : { ...rest, timeZone }
}

/** 403 admin_only for anyone but a site admin: checked before any body is read or written. */
export function assertCanEdit(viewer: Viewer): void {
  if (!canEditUniversity(viewer)) throw forbidden('admin_only')
}

/** POST /universities/: site admins. */
export async function addUniversity(
  ctx: ServiceContext,
  viewer: Viewer,
  body: UniversityInput,
): Promise<University> {
  assertCanEdit(viewer)
  const created = await createUniversity(
    ctx.db,
    { domains: [], ...fieldsOf(body), name: body.name },
    ctx.clock(),
  )
  return showUniversity(ctx, viewer, created.id)
}

/** PUT /universities/{id}: site admins; only the given fields change. */
export async function editUniversity(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  body: UniversityPatch,
): Promise<University> {
  assertCanEdit(viewer)
  await updateUniversity(ctx.db, id, fieldsOf(body), ctx.clock())
  return showUniversity(ctx, viewer, id)
}

/**
 * POST /universities/{id}/upload-avatar and upload-banner: the re-encoded image is stored before the
 * row changes and removed if that fails; the replaced file goes once the new one is in place.
 */
export async function setUniversityImage(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  kind: ProfileImageKind,
  image: ProfileImage,
): Promise<University> {
  assertCanEdit(viewer)
  const path = await ctx.media.save(image.bytes, image.ext)
  let previous: string | null
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const row = await findUniversityByIdForUpdate(tx, id)
      if (!row) throw notFound('university_not_found')
      await updateUniversityRow(tx, id, kind === 'avatar' ? { avatarUrl: path } : { bannerUrl: path })
      return kind === 'avatar' ? row.avatarUrl : row.bannerUrl
    })
  } catch (err) {
    await ctx.media.remove(path).catch(() => {})
    throw err
  }
  if (previous) {
    await ctx.media.remove(previous).catch((err: unknown) => {
      ctx.log.error({ err, path: previous }, 'removing a replaced university image failed')
    })
  }
  return showUniversity(ctx, viewer, id)
}
