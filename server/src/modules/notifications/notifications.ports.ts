import { defineSteps } from '../../platform/ports.ts'
import type { ServiceContext } from '../../platform/service-context.ts'

/** A notification just written for its recipient and not filtered: what the in-app list gained. */
export interface DeliveredNotification {
  id: number
  recipientId: number
}

/**
 * Who else hears of each notification the in-app list gains (issue 31: the push module sends it to
 * the recipient's devices). A step is called after the write, with only the rows actually inserted
 * and not filtered, so it follows the same preferences, mutes and blocks; it must return at once
 * (queue its work) and never throw.
 */
export const notificationDeliverySteps =
  defineSteps<(ctx: ServiceContext, delivered: readonly DeliveredNotification[]) => void>(
    'notificationDeliverySteps',
  )
