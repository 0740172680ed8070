import type { Locale } from '@agora/contract'
import type { Mail } from '../../platform/mailer.ts'

/**
 * The mails auth sends, in the account's language (users.locale, issue 30). Plain text: the links
 * stand in them as they are, so that any mail client can follow them.
 */

export const VERIFICATION_SUBJECT = 'Verify your Agora email'
export const RESET_SUBJECT = 'Reset your Agora password'

const TEXTS = {
  en: {
    verification: {
      subject: VERIFICATION_SUBJECT,
      body: (name: string, link: string) => [
        `Hello ${name},`,
        '',
        'Open this link to verify your email address and finish setting up your Agora account:',
        '',
        link,
        '',
        'The link works once and expires in 24 hours.',
        'If you did not create an Agora account, you can ignore this email.',
      ],
    },
    reset: {
      subject: RESET_SUBJECT,
      body: (name: string, link: string) => [
        `Hello ${name},`,
        '',
        'Someone asked to reset the password of your Agora account. Open this link to choose a new one:',
        '',
        link,
        '',
        'The link works once and expires in 1 hour. Setting a new password signs you out everywhere.',
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      ],
    },
  },
  tr: {
    verification: {
      subject: 'Agora e-posta adresini doğrula',
      body: (name: string, link: string) => [
        `Merhaba ${name},`,
        '',
        'E-posta adresini doğrulamak ve Agora hesabını kurmayı bitirmek için bu bağlantıyı aç:',
        '',
        link,
        '',
        'Bağlantı bir kez çalışır ve 24 saat sonra geçersiz olur.',
        'Bir Agora hesabı açmadıysan bu e-postayı yok sayabilirsin.',
      ],
    },
    reset: {
      subject: 'Agora şifreni sıfırla',
      body: (name: string, link: string) => [
        `Merhaba ${name},`,
        '',
        'Agora hesabının şifresini sıfırlama isteği aldık. Yeni bir şifre seçmek için bu bağlantıyı aç:',
        '',
        link,
        '',
        'Bağlantı bir kez çalışır ve 1 saat sonra geçersiz olur. Yeni şifre her cihazda oturumunu kapatır.',
        'Bu isteği sen yapmadıysan bu e-postayı yok sayabilirsin: şifren değişmez.',
      ],
    },
  },
} satisfies Record<Locale, Record<'verification' | 'reset', unknown>>

interface Recipient {
  email: string
  username: string
  locale: Locale
}

export function verificationMail(to: Recipient, link: string): Mail {
  const text = TEXTS[to.locale].verification
  return { to: to.email, subject: text.subject, text: text.body(to.username, link).join('\n') }
}

/** The reset link is a credential: the outbox's log line leaves it out (`secret`). */
export function passwordResetMail(to: Recipient, link: string): Mail {
  const text = TEXTS[to.locale].reset
  return { to: to.email, subject: text.subject, text: text.body(to.username, link).join('\n'), secret: true }
}
