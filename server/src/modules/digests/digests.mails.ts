import type { Locale } from '@agora/contract'
import type { Mail } from '../../platform/mailer.ts'

/** What a digest tells; the service leaves out a person with nothing in any part. */
export interface DigestContent {
  unreadNotifications: number
  unreadMessages: number
  chatRequests: number
  posts: { author: string; excerpt: string; likes: number; url: string }[]
  events: { title: string; when: string; url: string }[]
}

interface Links {
  home: string
  settings: string
  /** The web page that confirms an unsubscribe (a click in any mail client). */
  unsubscribePage: string
  /** The one-click POST target of RFC 8058 (List-Unsubscribe). */
  unsubscribeApi: string
}

const TEXTS = {
  en: {
    subject: 'What you missed on Agora',
    hello: (name: string) => `Hello ${name},`,
    intro: 'Here is what happened on Agora while you were away.',
    notifications: (n: number) => `${n} unread ${n === 1 ? 'notification' : 'notifications'}`,
    messages: (n: number) => `${n} unread ${n === 1 ? 'message' : 'messages'}`,
    requests: (n: number) => `${n} message ${n === 1 ? 'request' : 'requests'}`,
    posts: 'Most liked at your university:',
    likes: (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`,
    events: 'Coming up at your university:',
    open: 'Open Agora:',
    settings: 'Choose how often this mail comes (weekly, daily or never):',
    unsubscribe: 'Stop these mails:',
  },
  tr: {
    subject: "Agora'da neler kaçırdın",
    hello: (name: string) => `Merhaba ${name},`,
    intro: "Sen yokken Agora'da olanlar:",
    notifications: (n: number) => `${n} okunmamış bildirim`,
    messages: (n: number) => `${n} okunmamış mesaj`,
    requests: (n: number) => `${n} mesaj isteği`,
    posts: 'Üniversitende en çok beğenilenler:',
    likes: (n: number) => `${n} beğeni`,
    events: 'Üniversitende yaklaşan etkinlikler:',
    open: "Agora'yı aç:",
    settings: 'Bu e-postanın ne sıklıkla geleceğini seç (haftalık, günlük ya da hiç):',
    unsubscribe: 'Bu e-postaları durdur:',
  },
} satisfies Record<Locale, unknown>

export const DIGEST_SUBJECTS = { en: TEXTS.en.subject, tr: TEXTS.tr.subject }

/**
 * The digest in the account's language (users.locale), plain text with the links as they are, and the
 * headers of RFC 2369 and RFC 8058 so that a mail client shows its own one-click unsubscribe.
 */
export function digestMail(
  to: { email: string; username: string; locale: Locale },
  content: DigestContent,
  links: Links,
): Mail {
  const t = TEXTS[to.locale]
  const waiting = [
    content.unreadNotifications > 0 && t.notifications(content.unreadNotifications),
    content.unreadMessages > 0 && t.messages(content.unreadMessages),
    content.chatRequests > 0 && t.requests(content.chatRequests),
  ].filter((line): line is string => typeof line === 'string')
  const lines = [t.hello(to.username), '', t.intro, '']
  if (waiting.length > 0) lines.push(...waiting.map((line) => `- ${line}`), '')
  if (content.posts.length > 0) {
    lines.push(t.posts, '')
    for (const post of content.posts) {
      lines.push(`- @${post.author} (${t.likes(post.likes)}): ${post.excerpt}`, `  ${post.url}`)
    }
    lines.push('')
  }
  if (content.events.length > 0) {
    lines.push(t.events, '')
    for (const event of content.events) lines.push(`- ${event.when}: ${event.title}`, `  ${event.url}`)
    lines.push('')
  }
  lines.push(
    t.open,
    links.home,
    '',
    '-- ',
    t.settings,
    links.settings,
    '',
    t.unsubscribe,
    links.unsubscribePage,
  )
  return {
    to: to.email,
    subject: t.subject,
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
