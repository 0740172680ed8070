import { publishEvents, type ServiceContext } from '../../platform/service-context.ts'

/**
 * What the communities module publishes after each commit (docs/modules.md), one per real change; the
 * notifications issue listens (community_join to the staff, and so on).
 */
export type CommunityEvent =
  | {
      type:
        | 'community.join_requested'
        | 'community.joined'
        | 'community.left'
        | 'community.request_rejected'
        | 'community.request_cancelled'
        | 'community.invited'
      community_id: number
      user_id: number
      actor_id: number
    }
  | {
      type: 'community.member_removed' | 'community.member_banned' | 'community.role_changed'
      community_id: number
      user_id: number
      actor_id: number
    }
  | {
      type: 'community.created' | 'community.updated' | 'community.deleted'
      community_id: number
      actor_id: number
    }
  | {
      type: 'community.application_submitted' | 'community.application_decided'
      application_id: number
      actor_id: number
    }

export function publishCommunityEvent(ctx: ServiceContext, event: CommunityEvent): Promise<void> {
  return publishEvents(ctx, [event])
}
