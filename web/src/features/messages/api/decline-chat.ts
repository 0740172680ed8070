import { useMutation, useQueryClient } from '@tanstack/react-query'
import { chatKeys } from '@/entities/chat/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** POST /chats/{id}/decline: the request is hidden from the viewer; the sender is not told. */
export function declineChat(id: number): Promise<void> {
  return apiRequest<void>(`/chats/${id}/decline`, { method: 'POST' })
}

export function useDeclineChat() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: declineChat,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: chatKeys.chat(id) })
      return client.invalidateQueries({ queryKey: chatKeys.all })
    },
  })
}
