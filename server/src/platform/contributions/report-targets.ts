import type { ReportSnapshot, ReportTargetType } from '@agora/contract'
import type { Viewer } from '../auth.ts'
import { defineRegistry } from '../ports.ts'
import type { ServiceContext } from '../service-context.ts'

/**
 * What a report may point at (docs/modules.md, "Contributions by registration"). The moderation module
 * reads these; each module that owns a reportable kind (a post, a person, a community, an event, an
 * announcement, a chat message) contributes its kind from its own register(), because those modules sit
 * below moderation and cannot import it.
 */

/** A reported thing as moderation keeps it: whose it is, the community it lives in, how it looks now. */
export interface ReportTarget {
  ownerId: number | null
  communityId: number | null
  snapshot: ReportSnapshot
}

/** A moderator's "remove the content", as the case holds it. */
export interface TargetRemoval {
  targetId: number
  communityId: number | null
  /** The moderator decides as the community's staff, not as a site admin. */
  staff: boolean
  reason: string
}

export interface ReportTargetKind {
  /**
   * The thing as `viewer` may see it, else null: what they may not see is as missing. The owning
   * module's own 404 (event_not_found ...) means the same and may be thrown instead.
   */
  find(ctx: ServiceContext, viewer: Viewer, id: number): Promise<ReportTarget | null>
  /**
   * Takes it down through the owner's own removal, as the moderator. A 404 thrown here means it is
   * already gone, which moderation accepts. A kind without it cannot be removed (a person or a message
   * is answered with a warning or a suspension): cannot_remove_target.
   */
  remove?(ctx: ServiceContext, moderator: Viewer, removal: TargetRemoval): Promise<void>
}

export const reportTargets =
  defineRegistry<Record<ReportTargetType, ReportTargetKind>>('moderation.reportTargets')

/** A snapshot of what was reported, as the moderation queue shows it. */
export function reportSnapshot(
  title: string | null,
  text: string | null,
  media: readonly string[],
  owner: string | null,
  createdAt: string | null,
): ReportSnapshot {
  return { title, text, media: [...media], owner_username: owner, created_at: createdAt }
}
