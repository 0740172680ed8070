import type { DeleteAccountRequest } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest, notFound } from '../../platform/errors.ts'
import { removeMedia } from '../../platform/media-store.ts'
import { verifyPassword } from '../../platform/passwords.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { publishUserEvents } from './users.events.ts'
import { deleteGraphOf } from './users.graph.repository.ts'
import { deleteMutesOf } from './users.mutes.repository.ts'
import { accountRemovalSteps } from './users.ports.ts'
import { findUserById, findUserByIdForUpdate, tombstoneUser } from './users.repository.ts'

/**
 * DELETE /users/me, from settings, with the password. In one transaction: the steps the modules above
 * added (users.ports.ts) run in order, so that every session is revoked (auth) and the account's posts
 * are soft-deleted and its likes, saves and reposts counted out (posts); then its follows, requests,
 * blocks and mutes both ways go with its muted words, and the row becomes an anonymous tombstone whose
 * username and address are free again. The row stays because replies by others keep their thread
 * under a deleted parent. A wrong password changes nothing.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  viewer: Viewer,
  input: DeleteAccountRequest,
): Promise<{ message: string }> {
  const user = await findUserById(ctx.db, viewer.id)
  if (!user || user.deletedAt) throw notFound('user_not_found')
  // Hashing is slow: checked before the transaction, so that it never holds the connection.
  if (!(await verifyPassword(user.passwordHash, input.password))) throw badRequest('incorrect_password')
  const now = new Date()
  const images = await ctx.db.transaction(async (tx) => {
    const locked = await findUserByIdForUpdate(tx, viewer.id)
    // A second request raced this one and won: the account is already gone.
    if (!locked || locked.deletedAt) throw notFound('user_not_found')
    const media: (string | null)[] = [locked.avatarUrl, locked.bannerUrl]
    for (const step of ctx.ports.steps(accountRemovalSteps)) media.push(...(await step(tx, viewer.id, now)))
    await deleteGraphOf(tx, viewer.id)
    await deleteMutesOf(tx, viewer.id)
    await tombstoneUser(tx, viewer.id, now)
    return media
  })
  // Profile images and the media of every post: no old link serves them any more.
  await removeMedia(ctx.media, images, ctx.log)
  await publishUserEvents(ctx, [{ type: 'user.deleted', user_id: viewer.id }])
  return { message: 'Account deleted' }
}
