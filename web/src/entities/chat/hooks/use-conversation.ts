import type { ChatMessage, ChatSocketEvent } from '@agora/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { subscribeRealtime } from '@/lib/realtime.ts'
import { useMessages } from '../api/get-messages.ts'
import { getMessagesSince } from '../api/get-messages-since.ts'
import { chatKeys } from '../api/keys.ts'
import { markChatRead } from '../api/mark-chat-read.ts'
import { sendMessage } from '../api/send-message.ts'
import { ChatSocket, type ChatSocketStatus } from '../lib/chat-socket.ts'
import { addMessagesToCache, flattenPages, lastMessageId } from '../lib/merge-messages.ts'

/** A message on its way, or one the server refused (shown with "Message could not be sent"). */
export interface PendingMessage {
  key: string
  content: string
  /** Issue 31: false when the sender removed the card of its link. */
  linkCard: boolean
  failed: boolean
}

/** How long "typing…" shows after the last typing event. */
const TYPING_MS = 5_000

/**
 * One open chat: its messages (pages from the newest back, kept live by the chat socket and caught
 * up after every reconnect), what the viewer is sending, who is typing and how far the other person
 * has read. It marks the chat read while it is open and visible and the newest message is not mine.
 */
export function useConversation(
  chatId: number,
  { viewerId, canRead }: { viewerId: number; canRead: boolean },
) {
  const client = useQueryClient()
  const query = useMessages(chatId)
  const [pending, setPending] = useState<PendingMessage[]>([])
  const [typing, setTyping] = useState<number[]>([])
  const [readUpTo, setReadUpTo] = useState<number | null>(null)
  const [status, setStatus] = useState<ChatSocketStatus>('connecting')
  const typingTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  const socketRef = useRef<ChatSocket | null>(null)

  const stopTyping = useCallback((userId: number) => {
    clearTimeout(typingTimers.current.get(userId))
    typingTimers.current.delete(userId)
    setTyping((ids) => ids.filter((id) => id !== userId))
  }, [])

  useEffect(() => {
    const timers = typingTimers.current
    const onEvent = (event: ChatSocketEvent) => {
      if (event.type === 'message') {
        addMessagesToCache(client, chatId, [event.message])
        // My own message, pushed before its HTTP answer came: it is no longer on its way.
        if (event.message.user_id === viewerId) {
          setPending((list) => {
            const i = list.findIndex((p) => !p.failed && p.content === event.message.content)
            return i < 0 ? list : [...list.slice(0, i), ...list.slice(i + 1)]
          })
        }
        stopTyping(event.message.user_id)
        void client.invalidateQueries({ queryKey: chatKeys.list() })
      } else if (event.type === 'typing' && event.user_id !== viewerId) {
        clearTimeout(timers.get(event.user_id))
        timers.set(
          event.user_id,
          setTimeout(() => stopTyping(event.user_id), TYPING_MS),
        )
        setTyping((ids) => (ids.includes(event.user_id) ? ids : [...ids, event.user_id]))
      } else if (event.type === 'read' && event.user_id !== viewerId) {
        setReadUpTo((mark) => Math.max(mark ?? 0, event.message_id))
      }
    }
    const onCatchUp = () => {
      const last = lastMessageId(client, chatId)
      if (last === null) {
        void client.invalidateQueries({ queryKey: chatKeys.messages(chatId) })
        return
      }
      getMessagesSince(chatId, last).then(
        (missed) => addMessagesToCache(client, chatId, missed),
        () => {},
      )
    }
    const socket = new ChatSocket(chatId, { onEvent, onCatchUp, onStatus: setStatus })
    socket.start()
    socketRef.current = socket
    // The app's own socket (re)connected: the server is back, so a chat socket that gave up tries again.
    const unsubscribe = subscribeRealtime((event) => event.type === 'ready' && socket.serverBack())
    return () => {
      unsubscribe()
      socketRef.current = null
      socket.stop()
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    }
  }, [chatId, client, viewerId, stopTyping])

  const messages = useMemo(() => flattenPages(query.data), [query.data])
  const newest = messages.at(-1)

  // Read while open and visible: on opening, and whenever someone else's message arrives.
  useEffect(() => {
    if (!canRead || !newest || newest.user_id === viewerId) return
    if (document.visibilityState !== 'visible') return
    markChatRead(chatId).then(
      () => {
        void client.invalidateQueries({ queryKey: chatKeys.unread() })
        void client.invalidateQueries({ queryKey: chatKeys.list() })
      },
      () => {},
    )
  }, [chatId, client, canRead, newest, viewerId])

  const deliver = useCallback(
    async (key: string, content: string, linkCard: boolean) => {
      try {
        const message: ChatMessage = await sendMessage(chatId, content, linkCard)
        addMessagesToCache(client, chatId, [message])
        setPending((list) => list.filter((p) => p.key !== key))
        void client.invalidateQueries({ queryKey: chatKeys.list() })
      } catch {
        setPending((list) => list.map((p) => (p.key === key ? { ...p, failed: true } : p)))
      }
    },
    [chatId, client],
  )

  const send = useCallback(
    (content: string, linkCard = true) => {
      const key = `${Date.now()}-${Math.random()}`
      setPending((list) => [...list, { key, content, linkCard, failed: false }])
      void deliver(key, content, linkCard)
    },
    [deliver],
  )

  const retry = useCallback(
    (key: string) => {
      const message = pending.find((p) => p.key === key)
      if (!message) return
      setPending((list) => list.map((p) => (p.key === key ? { ...p, failed: false } : p)))
      void deliver(key, message.content, message.linkCard)
    },
    [deliver, pending],
  )

  const reconnect = useCallback(() => socketRef.current?.retry(), [])

  const discard = useCallback((key: string) => setPending((list) => list.filter((p) => p.key !== key)), [])

  return {
    messages,
    pending,
    typing,
    readUpTo,
    status,
    reconnect,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: query.fetchNextPage,
    send,
    retry,
    discard,
  }
}
