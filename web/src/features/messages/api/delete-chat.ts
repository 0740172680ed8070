import { useMutation, useQueryClient } from '@tanstack/react-query'
import { chatKeys } from '@/entities/chat/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** DELETE /chats/{id}: the chat leaves the viewer's list (a group goes on for the others). */
export function deleteChat(id: number): Promise<void> {
  return apiRequest<void>(`/chats/${id}`, { method: 'DELETE' })
}

export function useDeleteChat() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteChat,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: chatKeys.chat(id) })
      client.removeQueries({ queryKey: chatKeys.messages(id) })
      return client.invalidateQueries({ queryKey: chatKeys.all })
    },
  })
}
