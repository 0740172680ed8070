/** The floating chat widget (spec 001 section 2, "floating messages"). */
export const floatingMessages = {
  title: 'Messages',
  /** After the closed bar's unread count, in its name: 'Messages 3 unread'. */
  unreadSuffix: 'unread',
  close: 'Close messages',
  expand: 'Expand',
  collapse: 'Collapse',
  latest: 'Latest chats',
  loading: 'Loading chats…',
  loadFailed: 'Could not load your chats',
  retry: 'Try again',
  noChats: 'No chats yet. Start one from Messages or someone’s profile.',
  viewAll: 'View all',
  back: 'Back to chats',
  openFull: 'Open in full view',
  chat: 'Chat',
  loadingChat: 'Loading the chat…',
  loadChatFailed: 'Could not load this chat',
  missing: 'This chat is no longer available.',
  messagesLabel: 'Messages',
  sayHello: 'No messages yet. Say hello!',
  request: 'Accept or decline this request in Messages.',
}
