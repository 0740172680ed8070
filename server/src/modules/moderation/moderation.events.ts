import type { ModerationDecision } from '@agora/contract'
import { publishEvents, type ServiceContext } from '../../platform/service-context.ts'

/**
 * What the moderation module publishes after each commit: the notifications module tells the
 * reporters the outcome and the person acted against what and why (neither learns who decided).
 */
export type ModerationEvent =
  | {
      type: 'moderation.decided'
      action_id: number
      decision: ModerationDecision
      /** The person acted against; null for a dismissal (they are not told of reports about them). */
      target_user_id: number | null
      reporter_ids: number[]
      reason: string
    }
  | {
      type: 'moderation.appeal_decided'
      action_id: number
      target_user_id: number
      overturned: boolean
      reason: string
    }

export function publishModerationEvent(ctx: ServiceContext, event: ModerationEvent): Promise<void> {
  return publishEvents(ctx, [event])
}
