import type { ServiceContext } from '../../platform/service-context.ts'
import type { ModerationEvent } from '../moderation/index.ts'
import { notify } from './notifications.delivery.ts'
import { type NotificationRule, on } from './notifications.rule.ts'

type Decided = Extract<ModerationEvent, { type: 'moderation.decided' }>
type AppealDecided = Extract<ModerationEvent, { type: 'moderation.appeal_decided' }>

/**
 * Moderation's notifications (issue 16), from nobody in particular (no actor): the reporters learn the
 * outcome (`content` is the decision: dismiss, remove, warn, suspend), the person acted against what
 * was decided and why (`content` is the reason; the web links it to Settings > Account standing,
 * which shows the decision and offers the appeal).
 */
export async function onModerationDecided(ctx: ServiceContext, e: Decided): Promise<void> {
  const key = `report_update:a${e.action_id}`
  await notify(
    ctx,
    { type: 'report_update', actorId: null, dedupKey: key, content: e.decision },
    e.reporter_ids,
  )
  if (e.target_user_id !== null) {
    const draft = {
      type: 'moderation' as const,
      actorId: null,
      dedupKey: `moderation:a${e.action_id}`,
      content: e.reason,
    }
    await notify(ctx, draft, [e.target_user_id])
  }
}

export async function onAppealDecided(ctx: ServiceContext, e: AppealDecided): Promise<void> {
  const draft = {
    type: 'moderation' as const,
    actorId: null,
    dedupKey: `moderation:appeal:a${e.action_id}`,
    content: e.reason,
  }
  await notify(ctx, draft, [e.target_user_id])
}

/** The moderation module's events: decisions and appeals answered. */
export const moderationRules: readonly NotificationRule[] = [
  on('moderation.decided', onModerationDecided),
  on('moderation.appeal_decided', onAppealDecided),
]
