import { activity } from './activity.ts'
import { audience } from './audience.ts'
import { auth } from './auth.ts'
import { common } from './common.ts'
import { floatingMessages } from './floatingMessages.ts'
import { form } from './form.ts'
import { home } from './home.ts'
import { moderation } from './moderation.ts'
import { nav } from './nav.ts'
import { post } from './post.ts'
import { user } from './user.ts'

/**
 * The English namespaces of the first screens (sign-in, Home and the signed-in frame): in the first
 * download. The others are one chunk (rest.ts) that follows once the page is idle, and that every other
 * screen waits for before it shows (i18n/index.ts).
 */
export const first = {
  common,
  nav,
  auth,
  form,
  home,
  post,
  activity,
  audience,
  moderation,
  floatingMessages,
  user,
}
