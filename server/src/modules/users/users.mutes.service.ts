import {
  MUTE_DURATION_HOURS,
  MUTE_LIMITS,
  type MuteDuration,
  type MutedUser,
  type MutedWord,
  type PageQuery,
} from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  countMutedWords,
  deleteExpiredWords,
  deleteMute,
  deleteMutedWord,
  findMutedList,
  findMutedWordByFolded,
  findMutedWords,
  type MutedWordRow,
  upsertMute,
  upsertMutedWord,
} from './users.mutes.repository.ts'
import { foldPhrase, mutePattern, normalizePhrase } from './users.mutes.text.ts'
import { canMute } from './users.policy.ts'
import { presentSummary } from './users.presenter.ts'
import { findRelation } from './users.relations.ts'

/**
 * Muting (issue 16; docs/decisions.md, Muting): accounts and words. A mute changes what the muter
 * reads and hears of; it publishes nothing, so the muted account learns nothing.
 */

interface Message {
  message: string
}

async function mutableAccount(ctx: ServiceContext, viewer: Viewer, userId: number): Promise<void> {
  if (userId === viewer.id) throw badRequest('cannot_mute_self')
  // An account that blocked the viewer answers exactly as a missing one (as for blocks).
  if (!canMute(await findRelation(ctx.db, viewer.id, userId))) throw notFound('user_not_found')
}

/** POST /users/{id}/mute: mutes for the duration; muting again sets the new one. */
export async function muteUser(
  ctx: ServiceContext,
  viewer: Viewer,
  userId: number,
  duration: MuteDuration,
): Promise<Message> {
  await mutableAccount(ctx, viewer, userId)
  await upsertMute(ctx.db, viewer.id, userId, MUTE_DURATION_HOURS[duration])
  return { message: 'User muted' }
}

/** DELETE /users/{id}/mute; nothing to undo is fine too. */
export async function unmuteUser(ctx: ServiceContext, viewer: Viewer, userId: number): Promise<Message> {
  await mutableAccount(ctx, viewer, userId)
  await deleteMute(ctx.db, viewer.id, userId)
  return { message: 'User unmuted' }
}

/** GET /users/me/mutes: the accounts muted now, most recent first. */
export async function listMuted(ctx: ServiceContext, viewer: Viewer, page: PageQuery): Promise<MutedUser[]> {
  const rows = await findMutedList(ctx.db, viewer.id, page)
  return rows.map((row) => ({
    ...presentSummary(row),
    mute_expires_at: row.mute_expires_at === null ? null : new Date(row.mute_expires_at).toISOString(),
  }))
}

/** GET /users/me/muted-words: the running ones, oldest first (at most MUTE_LIMITS.wordsPerUser). */
export async function listMutedWords(ctx: ServiceContext, viewer: Viewer): Promise<MutedWord[]> {
  return (await findMutedWords(ctx.db, viewer.id)).map(presentMutedWord)
}

/**
 * POST /users/me/muted-words: adds the word (created true), or sets the new duration of one the
 * viewer already mutes under the same folding. At most MUTE_LIMITS.wordsPerUser running at once.
 */
export async function addMutedWord(
  ctx: ServiceContext,
  viewer: Viewer,
  input: { phrase: string; duration: MuteDuration },
): Promise<{ word: MutedWord; created: boolean }> {
  const phrase = normalizePhrase(input.phrase)
  const folded = foldPhrase(phrase)
  await deleteExpiredWords(ctx.db, viewer.id)
  const existing = await findMutedWordByFolded(ctx.db, viewer.id, folded)
  if (!existing && (await countMutedWords(ctx.db, viewer.id)) >= MUTE_LIMITS.wordsPerUser) {
    throw badRequest('too_many_muted_words')
  }
  const { row, created } = await upsertMutedWord(ctx.db, {
    userId: viewer.id,
    phrase,
    folded,
    pattern: mutePattern(phrase),
    hours: MUTE_DURATION_HOURS[input.duration],
  })
  return { word: presentMutedWord(row), created }
}

/** DELETE /users/me/muted-words/{id}: another person's id answers as a missing one. */
export async function removeMutedWord(ctx: ServiceContext, viewer: Viewer, id: number): Promise<Message> {
  if (!(await deleteMutedWord(ctx.db, viewer.id, id))) throw notFound('muted_word_not_found')
  return { message: 'Muted word removed' }
}

function presentMutedWord(row: MutedWordRow): MutedWord {
  return {
    id: row.id,
    phrase: row.phrase,
    created_at: new Date(row.createdAt).toISOString(),
    expires_at: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
  }
}
