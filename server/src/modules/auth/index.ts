import type { AppModule } from '../../platform/module.ts'
import { authRoutes } from './auth.routes.ts'

/**
 * The auth module's face (docs/modules.md): sign-up and email verification, sign-in, sessions and
 * passwords. It owns the sessions and email_verification_tokens tables (db/schema/auth.ts).
 */
export const authModule: AppModule = {
  name: 'auth',
  async register(api, ctx) {
    await api.register(authRoutes(ctx))
  },
}

/** Who a token speaks for: app.ts hands it to platform/auth.ts, which authenticates every request. */
export { findViewer, revokeAllSessions } from './auth.service.ts'
