import type { Chat, ChatUnreadCount, CreateChatRequest } from '@agora/contract'
import { CHAT_LIMITS } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, invalidField, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { refuseBidiControls } from '../../platform/text-input.ts'
import { inABlockAmong } from './chats.blocks.repository.ts'
import { publishToChat, pushChatChange } from './chats.events.ts'
import { canSeeChat, canStartChatWith, initialStatus } from './chats.policy.ts'
import { presenceKey, presentChat } from './chats.presenter.ts'
import {
  activityShown,
  type ChatListRow,
  counterparts,
  directKeyOf,
  findChat,
  findDirectChatId,
  findMember,
  insertChat,
  listChats,
  memberIds,
  setMember,
  unreadTotals,
} from './chats.repository.ts'

/** Chats and their requests (spec 001 section 7 "Chats"; DESIGN.md "Chats"). */

async function present(ctx: ServiceContext, viewer: Viewer, rows: ChatListRow[]): Promise<Chat[]> {
  const keys = [...new Set(rows.flatMap((r) => r.others.map((o) => presenceKey(o.id))))]
  const [shows, online] = await Promise.all([activityShown(ctx.db, viewer.id), ctx.presence.held(keys)])
  return rows.map((row) => presentChat(row, shows, online))
}

export async function getChats(ctx: ServiceContext, viewer: Viewer): Promise<Chat[]> {
  return present(ctx, viewer, await listChats(ctx.db, viewer.id, { kind: 'list' }))
}

export async function getRequests(ctx: ServiceContext, viewer: Viewer): Promise<Chat[]> {
  return present(ctx, viewer, await listChats(ctx.db, viewer.id, { kind: 'requests' }))
}

/** One chat of the viewer's; anyone else's answers as a missing one (ids are guessable). */
export async function getChat(ctx: ServiceContext, viewer: Viewer, chatId: number): Promise<Chat> {
  const [row] = await listChats(ctx.db, viewer.id, { kind: 'one', chatId })
  if (!row) throw notFound('chat_not_found')
  const [chat] = await present(ctx, viewer, [row])
  return chat!
}

/** The viewer's membership when they can see the chat; otherwise the chat is missing for them. */
export async function requireVisibleMember(ctx: ServiceContext, viewer: Viewer, chatId: number) {
  const member = await findMember(ctx.db, chatId, viewer.id)
  if (!member || !canSeeChat(member)) throw notFound('chat_not_found')
  return member
}

/**
 * POST /chats/: a one-to-one chat of the same pair is answered as it is (brought back to a viewer who
 * had deleted it); otherwise a new chat where each person who does not follow the viewer gets it as a
 * request, and so does each member of a group in a block with another of its members (issue 30).
 * Anyone the viewer may not message (a block either way, their Direct messages setting, a suspended
 * or missing account) refuses it, all with the same answer.
 */
export async function createChat(
  ctx: ServiceContext,
  viewer: Viewer,
  body: CreateChatRequest,
): Promise<{ chat: Chat; created: boolean }> {
  const ids = [...new Set(body.user_ids)].filter((id) => id !== viewer.id)
  if (ids.length === 0) throw invalidField(['body', 'user_ids'], 'chat_needs_people')
  const isGroup = body.is_group_chat ?? false
  if (!isGroup && ids.length !== 1) throw invalidField(['body', 'user_ids'], 'chat_one_person')
  if (ids.length + 1 > CHAT_LIMITS.groupMaxMembers)
    throw invalidField(['body', 'user_ids'], 'chat_group_too_large')
  // A group's name is a single line, as other names: no text direction controls (issue 30).
  refuseBidiControls(body.name, ['body', 'name'])
  const facts = await counterparts(ctx.db, viewer.id, ids)
  for (const id of ids) {
    const target = facts.get(id)
    if (!target || !canStartChatWith(viewer.id, id, target)) throw forbidden('cannot_message_user')
  }
  const directKey = isGroup ? null : directKeyOf(viewer.id, ids[0]!)
  // The viewer is in no block with any of them (above); two of the others may be.
  const inABlock = isGroup ? await inABlockAmong(ctx.db, ids) : new Set<number>()
  const members = ids.map((id) => ({ userId: id, status: initialStatus(facts.get(id)!, inABlock.has(id)) }))
  const outcome = await ctx.db.transaction(async (tx) => {
    const existing = directKey ? await findDirectChatId(tx, directKey) : null
    if (existing !== null) {
      const mine = await findMember(tx, existing, viewer.id)
      if (mine?.left) await setMember(tx, existing, viewer.id, { leftAt: null })
      return { id: existing, created: false }
    }
    const at = ctx.clock()
    const name = isGroup ? body.name?.trim() || null : null
    const id = await insertChat(tx, { isGroup, name, directKey, createdBy: viewer.id, at }, [
      { userId: viewer.id, status: 'active' },
      ...members,
    ])
    // The same pair's chat made at the same moment by the other request: answer that one.
    if (id === null) return { id: (await findDirectChatId(tx, directKey!))!, created: false }
    return { id, created: true }
  })
  if (outcome.created) await pushChatChange(ctx, outcome.id, ids, null)
  return { chat: await getChat(ctx, viewer, outcome.id), created: outcome.created }
}

/** POST /chats/{id}/accept: a request of the viewer's becomes a normal chat. */
export async function acceptChat(ctx: ServiceContext, viewer: Viewer, chatId: number): Promise<Chat> {
  const member = await findMember(ctx.db, chatId, viewer.id)
  if (!member || member.left || member.status !== 'request') throw notFound('chat_not_found')
  await setMember(ctx.db, chatId, viewer.id, { status: 'active' })
  await pushChatChange(
    ctx,
    chatId,
    (await memberIds(ctx.db, chatId)).map((m) => m.userId),
    null,
  )
  return getChat(ctx, viewer, chatId)
}

/**
 * POST /chats/{id}/decline: the request is hidden from the viewer. In a one-to-one chat the sender is
 * told (its state becomes `declined` and their sockets hear of it, issue 28); a group's members are not.
 */
export async function declineChat(ctx: ServiceContext, viewer: Viewer, chatId: number): Promise<void> {
  const member = await findMember(ctx.db, chatId, viewer.id)
  if (!member || member.left || member.status !== 'request') throw notFound('chat_not_found')
  await setMember(ctx.db, chatId, viewer.id, { status: 'declined' })
  await publishToChat(ctx, chatId, { type: 'member.gone', user_id: viewer.id })
  const chat = await findChat(ctx.db, chatId, false)
  const told = chat && !chat.isGroup ? (await memberIds(ctx.db, chatId)).map((m) => m.userId) : [viewer.id]
  await pushChatChange(ctx, chatId, told, null)
}

/**
 * DELETE /chats/{id}: the chat leaves the viewer's list and their sockets of it close. A one-to-one
 * chat comes back with the next message, showing only what follows; a group goes on for the others.
 */
export async function deleteChat(ctx: ServiceContext, viewer: Viewer, chatId: number): Promise<void> {
  await requireVisibleMember(ctx, viewer, chatId)
  await ctx.db.transaction(async (tx) => {
    const chat = await findChat(tx, chatId, true)
    await setMember(tx, chatId, viewer.id, {
      leftAt: ctx.clock(),
      clearedUpTo: chat?.lastMessageId ?? 0,
      lastReadMessageId: chat?.lastMessageId ?? null,
    })
  })
  await publishToChat(ctx, chatId, { type: 'member.gone', user_id: viewer.id })
  await pushChatChange(ctx, chatId, [viewer.id], null)
}

export async function chatUnreadCount(ctx: ServiceContext, viewer: Viewer): Promise<ChatUnreadCount> {
  const totals = await unreadTotals(ctx.db, viewer.id)
  return { unread_count: totals.unread, request_count: totals.requests }
}
