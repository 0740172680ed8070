import { randomUUID } from 'node:crypto'
import type { DataExportState } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { conflict, notFound, tooManyRequests } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { notifyExportReady } from '../notifications/index.ts'
import { buildExportArchive } from './exports.archive.ts'
import { EXPORT_KEEP_MS, isDownloadable, requestVerdict } from './exports.policy.ts'
import { presentExportState } from './exports.presenter.ts'
import {
  deleteExports,
  deleteExportsOf,
  findExportOf,
  findLatestExport,
  insertPendingExport,
  listExpiredExports,
  listPendingExports,
  markExportFailed,
  markExportReady,
} from './exports.repository.ts'

/** A job run prepares up to this many exports, and removes up to this many expired ones. */
const BATCH = 10

/** GET /users/me/exports: the newest export and whether a new one may be asked for. */
export async function getExportState(ctx: ServiceContext, viewer: Viewer): Promise<DataExportState> {
  const now = ctx.clock()
  const latest = await findLatestExport(ctx.db, viewer.id)
  return presentExportState(latest, requestVerdict(latest, now), now)
}

/**
 * POST /users/me/exports: a new pending export, which the job prepares. Refused while one is pending
 * (409 export_pending) and within a day of the last request (429 export_throttled, with Retry-After).
 */
export async function requestExport(ctx: ServiceContext, viewer: Viewer): Promise<DataExportState> {
  const now = ctx.clock()
  const verdict = requestVerdict(await findLatestExport(ctx.db, viewer.id), now)
  if (!verdict.allowed) {
    if (verdict.reason === 'export_pending') throw conflict('export_pending')
    throw tooManyRequests((verdict.retryAt.getTime() - now.getTime()) / 1000, 'export_throttled')
  }
  // Two requests at once: the partial unique index lets one in.
  if (!(await insertPendingExport(ctx.db, viewer.id, now))) throw conflict('export_pending')
  return getExportState(ctx, viewer)
}

/** The ZIP of the viewer's own ready export; another person's, or an expired one, is not found. */
export async function downloadExport(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
): Promise<{ bytes: Buffer; createdAt: Date }> {
  const row = await findExportOf(ctx.db, viewer.id, id)
  if (!row || (row.expiresAt && row.expiresAt <= ctx.clock())) throw notFound('export_not_found')
  if (!isDownloadable(row, ctx.clock()) || !row.fileKey) throw conflict('export_not_ready')
  const bytes = await ctx.media.getPrivate(row.fileKey)
  if (!bytes) throw notFound('export_not_found')
  return { bytes, createdAt: row.createdAt }
}

/**
 * The job: builds each pending export's ZIP, stores it as a private file, marks it ready and notifies
 * its owner. Idempotent: a row already ready is skipped by markExportReady, and a file written for a
 * row that went meanwhile is removed again.
 */
export async function prepareExports(ctx: ServiceContext): Promise<void> {
  for (const row of await listPendingExports(ctx.db, BATCH)) {
    const now = ctx.clock()
    let key: string | null = null
    try {
      const archive = await buildExportArchive(ctx, row.userId)
      if (!archive) {
        await markExportFailed(ctx.db, row.id, now)
        continue
      }
      key = `exports/${randomUUID()}.zip`
      await ctx.media.putPrivate(key, archive)
      const ready = await markExportReady(ctx.db, row.id, key, now, new Date(now.getTime() + EXPORT_KEEP_MS))
      if (!ready) {
        await ctx.media.removePrivate(key)
        continue
      }
    } catch (err) {
      ctx.log.error({ err, exportId: row.id }, 'preparing a data export failed')
      if (key) await ctx.media.removePrivate(key).catch(() => {})
      await markExportFailed(ctx.db, row.id, now)
      continue
    }
    await notifyExportReady(ctx, row.userId, row.id)
  }
}

/** The job: removes the files and rows of exports whose week is over. */
export async function removeExpiredExports(ctx: ServiceContext): Promise<void> {
  for (;;) {
    const rows = await listExpiredExports(ctx.db, ctx.clock(), BATCH)
    if (rows.length === 0) return
    for (const row of rows) if (row.fileKey) await ctx.media.removePrivate(row.fileKey)
    await deleteExports(
      ctx.db,
      rows.map((row) => row.id),
    )
    if (rows.length < BATCH) return
  }
}

/** A deleted account keeps no export: its rows and files go (every instance hears it; the second finds none). */
export async function removeExportsOf(ctx: ServiceContext, userId: number): Promise<void> {
  for (const key of await deleteExportsOf(ctx.db, userId)) await ctx.media.removePrivate(key)
}
