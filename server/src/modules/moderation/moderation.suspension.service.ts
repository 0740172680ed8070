import type {
  ModerationActionEntry,
  SuspensionAppealRequest,
  SuspensionLookup,
  SuspensionLookupRequest,
} from '@agora/contract'
import { badRequest, notFound, unauthorized } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { hasTwoFactor, spendSecondFactor, verifyCredentials } from '../auth/index.ts'
import { findUser, isSuspended } from '../users/index.ts'
import { recordAppeal } from './moderation.appeals.service.ts'
import { presentAction } from './moderation.presenter.ts'
import { listActions, suspensionOf } from './moderation.repository.ts'

/**
 * A suspended account cannot sign in, so it cannot open Settings > Account standing: the sign-in
 * screen asks here with the same username and password (and sign-in's throttles) for the decision
 * and its reason, and sends the one appeal. A wrong password answers as sign-in does. With two-factor
 * sign-in on, the appeal also takes a code of the second factor (issue 30): the password alone, which
 * is not enough to sign in, is not enough to act for the account either.
 */
export async function getSuspension(
  ctx: ServiceContext,
  creds: SuspensionLookupRequest,
): Promise<SuspensionLookup> {
  const { userId, row } = await currentSuspension(ctx, creds)
  return { ...presentAction(row, userId, true), two_factor_required: await hasTwoFactor(ctx, userId) }
}

export async function appealSuspension(
  ctx: ServiceContext,
  input: SuspensionAppealRequest,
): Promise<ModerationActionEntry> {
  const { userId, row } = await currentSuspension(ctx, input)
  if (await hasTwoFactor(ctx, userId)) {
    if (!input.code) throw unauthorized('two_factor_code_required')
    if (!(await spendSecondFactor(ctx, userId, input.code, ctx.clock()))) {
      throw badRequest('invalid_two_factor_code')
    }
  }
  return recordAppeal(ctx, userId, row.id, input.text)
}

async function currentSuspension(ctx: ServiceContext, creds: SuspensionLookupRequest) {
  const userId = await verifyCredentials(ctx.db, creds.username, creds.password)
  if (userId === null) throw unauthorized('sign_in_failed')
  const user = await findUser(ctx.db, userId)
  const [row] =
    user && isSuspended(user, ctx.clock())
      ? await listActions(ctx.db, suspensionOf(userId), { skip: 0, limit: 1 })
      : []
  if (!row) throw notFound('moderation_action_not_found')
  return { userId, row }
}
