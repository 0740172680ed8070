/** What every chat screen shares (entities/chat): list times, day dividers, presence. */
export const chat = {
  /** Chat list times (spec 001 section 9: h, d, w, then months); minutes under an hour. */
  time: {
    now: 'now',
    minutes: '{{count}}min',
    hours: '{{count}}h',
    days: '{{count}}d',
    weeks: '{{count}}w',
    months: '{{count}}mo',
  },
  divider: { today: 'Today', yesterday: 'Yesterday' },
  presence: { online: 'Online', lastSeen: 'Last seen {{time}} ago', lastSeenNow: 'Last seen just now' },
  sendFailed: 'Message could not be sent',
  retrySend: 'Retry',
  discard: 'Delete',
  composer: {
    label: 'Write a message',
    input: 'Message',
    placeholder: 'Write a message…',
    counter: '{{count}}/{{max}}',
    send: 'Send',
  },
  connection: {
    reconnecting: 'Reconnecting…',
    lost: 'Not connected: new messages may not appear.',
    retry: 'Try again',
  },
  unknownChat: 'Chat',
  you: 'You: {{text}}',
  noMessages: 'No messages yet',
  requestSent: 'Request sent',
  requestDeclined: 'Request declined',
  declinedNote: '{{title}} declined your message request. You can’t send messages in this chat.',
  unreadAfterTitle_one: ', {{count}} unread message',
  unreadAfterTitle_other: ', {{count}} unread messages',
}
