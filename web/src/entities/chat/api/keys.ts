/** The query keys of chats: the list, the requests, one chat, its messages, the unread counts. */
export const chatKeys = {
  all: ['chats'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  requests: () => [...chatKeys.all, 'requests'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  chat: (id: number) => [...chatKeys.all, 'chat', id] as const,
  messages: (id: number) => [...chatKeys.all, 'messages', id] as const,
}
