import type { Chat } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { chatKeys } from '@/entities/chat/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** POST /chats/{id}/accept: the request becomes a normal chat. */
export function acceptChat(id: number): Promise<Chat> {
  return apiRequest<Chat>(`/chats/${id}/accept`, { method: 'POST' })
}

export function useAcceptChat() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: acceptChat,
    onSuccess: (chat) => {
      client.setQueryData(chatKeys.chat(chat.id), chat)
      return client.invalidateQueries({ queryKey: chatKeys.all })
    },
  })
}
