import type { ReportSnapshot, ReportTargetType } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { HttpError, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { deleteAnnouncement, deleteEvent, getAnnouncement, getEvent } from '../activities/index.ts'
import { findReportableMessage } from '../chats/index.ts'
import { deleteCommunity, getCommunity, removePostFromCommunity } from '../communities/index.ts'
import { loadPost, removePost } from '../posts/index.ts'
import { findUser, fullNameOf, isSuspended } from '../users/index.ts'

/**
 * The things a report points at, each owned by another module and reached through its face as the
 * reporter sees it (what they may not see answers 404, as if it did not exist): whose it is, the
 * community it lives in, what it looks like now (the snapshot), and how a moderator takes it down.
 */
export interface ReportTarget {
  ownerId: number | null
  communityId: number | null
  snapshot: ReportSnapshot
}

const gone = () => notFound('report_target_not_found')

/** Resolves a target for `viewer`, or 404 report_target_not_found. */
export async function resolveTarget(
  ctx: ServiceContext,
  viewer: Viewer,
  type: ReportTargetType,
  id: number,
): Promise<ReportTarget> {
  const found = await lookup(ctx, viewer, type, id).catch((err: unknown) => {
    // The owning module's own 404 (event_not_found ...) means the same here.
    if (err instanceof HttpError && err.statusCode === 404) return null
    throw err
  })
  if (!found) throw gone()
  return found
}

async function lookup(
  ctx: ServiceContext,
  viewer: Viewer,
  type: ReportTargetType,
  id: number,
): Promise<ReportTarget | null> {
  switch (type) {
    case 'post': {
      const post = await loadPost(ctx.db, viewer, id)
      if (!post || post.deleted) return null
      return {
        ownerId: post.user_id,
        communityId: post.community_id,
        snapshot: snap(
          null,
          post.content,
          post.images.map((i) => i.file_path),
          post.user_username,
          post.created_at,
        ),
      }
    }
    case 'user': {
      const user = await findUser(ctx.db, id)
      if (!user || user.deletedAt || !user.isVerified) return null
      if (isSuspended(user, ctx.clock()) && viewer.role !== 'admin') return null
      const avatar = user.avatarUrl ? [user.avatarUrl] : []
      return {
        ownerId: user.id,
        communityId: null,
        snapshot: snap(fullNameOf(user), user.bio, avatar, user.username, null),
      }
    }
    case 'community': {
      const c = await getCommunity(ctx, viewer, id)
      const images = [c.avatar_url, c.banner_url].filter((u): u is string => u !== null)
      // Reported to the site admins only: its own staff do not judge their community.
      return {
        ownerId: c.admin_id,
        communityId: null,
        snapshot: snap(c.name, c.description, images, c.admin_username, c.created_at),
      }
    }
    case 'event': {
      const e = await getEvent(ctx, viewer, id)
      const banner = e.banner_url ? [e.banner_url] : []
      return {
        ownerId: e.user_id,
        communityId: e.community_id,
        snapshot: snap(e.title, e.description, banner, e.user_username, null),
      }
    }
    case 'announcement': {
      const a = await getAnnouncement(ctx, viewer, id)
      const banner = a.banner_url ? [a.banner_url] : []
      return {
        ownerId: a.user_id,
        communityId: null,
        snapshot: snap(a.title, a.content, banner, a.user_username, a.created_at),
      }
    }
    case 'chat_message': {
      const m = await findReportableMessage(ctx.db, viewer.id, id)
      if (!m) return null
      const sender = await findUser(ctx.db, m.userId)
      return {
        ownerId: m.userId,
        communityId: null,
        snapshot: snap(null, m.content, [], sender?.username ?? null, m.createdAt.toISOString()),
      }
    }
  }
}

function snap(
  title: string | null,
  text: string | null,
  media: readonly string[],
  owner: string | null,
  createdAt: string | null,
): ReportSnapshot {
  return { title, text, media: [...media], owner_username: owner, created_at: createdAt }
}

/**
 * "Remove the content": each kind through its owner's own removal, as the moderator. A site admin
 * removes anything but a person or a message (those are answered with warn or suspend); community staff
 * remove posts of their community only (the policy decided that before this runs).
 */
export async function removeTarget(
  ctx: ServiceContext,
  moderator: Viewer,
  c: {
    targetType: ReportTargetType
    targetId: number
    communityId: number | null
    staff: boolean
    reason: string
  },
): Promise<void> {
  const ignoreGone = (err: unknown) => {
    // Already gone (its author deleted it meanwhile): the decision still stands.
    if (err instanceof HttpError && err.statusCode === 404) return
    throw err
  }
  switch (c.targetType) {
    case 'post':
      if (c.staff && c.communityId !== null) {
        await removePostFromCommunity(ctx, moderator, c.communityId, c.targetId, c.reason).catch(ignoreGone)
      } else {
        await removePost(ctx, moderator.id, c.targetId).catch(ignoreGone)
      }
      return
    case 'community':
      await deleteCommunity(ctx, moderator, c.targetId).catch(ignoreGone)
      return
    case 'event': {
      const e = await getEvent(ctx, moderator, c.targetId).catch(() => null)
      if (!e) return
      const path =
        e.community_id !== null ? { communityId: e.community_id } : { universityId: e.university_id ?? 0 }
      await deleteEvent(ctx, moderator, path, c.targetId).catch(ignoreGone)
      return
    }
    case 'announcement': {
      const a = await getAnnouncement(ctx, moderator, c.targetId).catch(() => null)
      if (a) await deleteAnnouncement(ctx, moderator, a.university_id, c.targetId).catch(ignoreGone)
      return
    }
    default:
      throw new HttpError('cannot_remove_target')
  }
}
