import type { AppModule } from '../../platform/module.ts'
import { accountRemovalSteps } from '../users/index.ts'
import { passwordResetRoutes } from './auth.password-reset.routes.ts'
import { authRoutes } from './auth.routes.ts'
import { revokeAllSessions } from './auth.service.ts'
import { sessionRoutes } from './auth.sessions.routes.ts'
import { twoFactorRoutes } from './auth.two-factor.routes.ts'

/**
 * The auth module's face (docs/modules.md): sign-up and email verification, sign-in with two-factor codes,
 * sessions, passwords and their reset links. It owns the sessions, email_verification_tokens,
 * password_reset_tokens and two_factor_* tables (db/schema/auth.ts).
 */
export const authModule: AppModule = {
  name: 'auth',
  async register(api, ctx) {
    // A deleted account's sessions and second factor go inside the deletion's transaction.
    ctx.ports.add(accountRemovalSteps, async (tx, userId, now) => {
      await revokeAllSessions(tx, userId, now)
      return []
    })
    await api.register(authRoutes(ctx))
    await api.register(passwordResetRoutes(ctx))
    await api.register(sessionRoutes(ctx))
    await api.register(twoFactorRoutes(ctx))
  },
}

// Who stayed away, for the mail digest (issue 31).
export { activeSince } from './auth.activity.ts'
// A suspended account reads and appeals its suspension with its password (the moderation module).
export { signInThrottles } from './auth.routes.ts'
/** Who a token speaks for: app.ts hands it to platform/auth.ts, which authenticates every request. */
export { findViewer, verifyCredentials } from './auth.service.ts'
// Suspension ends every session (the moderation module).
export { endAllSessions } from './auth.sessions.service.ts'
// The suspended sign-in's appeal asks for the second factor when two-factor sign-in is on (issue 30).
export { hasTwoFactor, spendSecondFactor } from './auth.two-factor.service.ts'
