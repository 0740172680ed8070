import type { Chat, CreateChatRequest } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { chatKeys } from './keys.ts'

/** POST /chats/: a new chat, or the one-to-one chat with that person that exists already. */
export function startChat(body: CreateChatRequest): Promise<Chat> {
  return apiRequest<Chat>('/chats/', { method: 'POST', json: body })
}

export function useStartChat() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: startChat,
    onSuccess: (chat) => {
      client.setQueryData(chatKeys.chat(chat.id), chat)
      return client.invalidateQueries({ queryKey: chatKeys.list() })
    },
  })
}
