import { activityRules } from './notifications.activities.rules.ts'
import { chatRules } from './notifications.chats.rules.ts'
import { communityRules } from './notifications.communities.rules.ts'
import { moderationRules } from './notifications.moderation.ts'
import { postRules } from './notifications.posts.rules.ts'
import type { NotificationRule } from './notifications.rule.ts'
import { userRules } from './notifications.users.rules.ts'

/**
 * Every event the notifications module listens to, one list per publishing module
 * (notifications.<owner>.rules.ts). The rules stay here, not in their owners: they are written in this
 * module's terms (dedup keys, fan-out, withdrawals, bells) and every owner sits on a lower floor, so it
 * could not import notify without a circle (docs/modules.md, "Notification rules"). A new module's
 * notifications are a new file beside these and one entry below.
 */
export const RULES: readonly NotificationRule[] = [
  ...postRules,
  ...userRules,
  ...communityRules,
  ...activityRules,
  ...chatRules,
  ...moderationRules,
]
