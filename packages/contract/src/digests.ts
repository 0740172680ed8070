import { z } from 'zod'

/**
 * The mail digest (issue 31): a mail for a member who has not opened Agora for a while, with their
 * unread notifications, messages waiting, and their university's most liked posts and upcoming events.
 */
export const DIGEST_FREQUENCIES = ['weekly', 'daily', 'never'] as const
export const DigestFrequency = z.enum(DIGEST_FREQUENCIES)
export type DigestFrequency = z.infer<typeof DigestFrequency>

/** Settings > Notifications > Mail digest: how often, weekly unless chosen otherwise. */
export const DigestSettings = z.object({ frequency: DigestFrequency })
export type DigestSettings = z.infer<typeof DigestSettings>

/** The signed token of an unsubscribe link (in the mail's List-Unsubscribe header and its body). */
export const UnsubscribeQuery = z.object({ token: z.string().min(1).max(200) })
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>

/** What an unsubscribe answers: the digest is off from now on. */
export const UnsubscribeResponse = z.object({ frequency: z.literal('never') })
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>
