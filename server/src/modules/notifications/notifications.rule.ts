import type { ServiceContext } from '../../platform/service-context.ts'

/** What the notifications module does when it hears one event (after the publishing module's commit). */
export type Handler<E> = (ctx: ServiceContext, event: E) => Promise<void>

/** One rule: the event's channel (its `type`) and its handler. */
export interface NotificationRule {
  channel: string
  handle: Handler<never>
}

/** A rule for events of one type; the handler reads them as the publishing module typed them. */
export function on<E>(channel: string, handle: Handler<E>): NotificationRule {
  return { channel, handle: handle as Handler<never> }
}
