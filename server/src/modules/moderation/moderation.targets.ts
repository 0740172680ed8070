import type { ReportTargetType } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import {
  type ReportTarget,
  reportTargets,
  type TargetRemoval,
} from '../../platform/contributions/report-targets.ts'
import { HttpError, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'

/**
 * The things a report points at, each owned by another module, which contributes its kind from its
 * own register() (platform/contributions/report-targets.ts): it finds the thing as the reporter sees it
 * (what they may not see answers 404, as if it did not exist), and takes it down for a moderator.
 */
export type { ReportTarget } from '../../platform/contributions/report-targets.ts'

const gone = () => notFound('report_target_not_found')

/** The kind's contribution; a kind of the contract that no module contributes is a wiring mistake. */
function kindOf(ctx: ServiceContext, type: ReportTargetType) {
  const kind = ctx.ports.contribution(reportTargets, type)
  if (!kind) throw new Error(`no module contributes the report target ${type}`)
  return kind
}

/** Resolves a target for `viewer`, or 404 report_target_not_found. */
export async function resolveTarget(
  ctx: ServiceContext,
  viewer: Viewer,
  type: ReportTargetType,
  id: number,
): Promise<ReportTarget> {
  const found = await kindOf(ctx, type)
    .find(ctx, viewer, id)
    .catch((err: unknown) => {
      // The owning module's own 404 (event_not_found ...) means the same here.
      if (err instanceof HttpError && err.statusCode === 404) return null
      throw err
    })
  if (!found) throw gone()
  return found
}

/**
 * "Remove the content": each kind through its owner's own removal, as the moderator. A site admin
 * removes anything but a person or a message (those are answered with warn or suspend); community staff
 * remove posts of their community only (the policy decided that before this runs).
 */
export async function removeTarget(
  ctx: ServiceContext,
  moderator: Viewer,
  c: TargetRemoval & { targetType: ReportTargetType },
): Promise<void> {
  const { remove } = kindOf(ctx, c.targetType)
  if (!remove) throw new HttpError('cannot_remove_target')
  await remove(ctx, moderator, c).catch((err: unknown) => {
    // Already gone (its author deleted it meanwhile): the decision still stands.
    if (err instanceof HttpError && err.statusCode === 404) return
    throw err
  })
}
