import { exportSections } from '../../platform/contributions/export-sections.ts'
import type { AppModule } from '../../platform/module.ts'
import { notificationDeliverySteps } from '../notifications/index.ts'
import { accountRemovalSteps } from '../users/index.ts'
import { pushExportSection } from './push.export.ts'
import { deleteSubscriptionsOf } from './push.repository.ts'
import { pushRoutes } from './push.routes.ts'
import { createPushSender } from './push.sender.ts'

/**
 * The push module's face (docs/modules.md; issue 31): the devices that allowed push notifications
 * (db/schema/push.ts), and a push to them for each notification the in-app list gains, which the
 * notifications module hands over through its `notificationDeliverySteps`.
 */
export const pushModule: AppModule = {
  name: 'push',
  async register(api, ctx) {
    await api.register(pushRoutes(ctx))
    const sender = createPushSender(ctx)
    ctx.ports.add(notificationDeliverySteps, (_ctx, delivered) => sender.enqueue(delivered))
    ctx.ports.contribute(exportSections, 'push', pushExportSection)
    // A deleted account keeps its row (anonymized), so its devices go inside the deletion's transaction.
    ctx.ports.add(accountRemovalSteps, async (tx, userId) => {
      await deleteSubscriptionsOf(tx, userId)
      return []
    })
    // Pushes under way finish (or time out) before the database closes.
    api.addHook('onClose', () => sender.idle())
  },
}
