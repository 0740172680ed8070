import type { en } from '../en/index.ts'
import type { Messages } from '../types.ts'
import { academics } from './academics.ts'
import { activity } from './activity.ts'
import { admin } from './admin.ts'
import { affiliation } from './affiliation.ts'
import { audience } from './audience.ts'
import { auth } from './auth.ts'
import { bookmarks } from './bookmarks.ts'
import { chat } from './chat.ts'
import { common } from './common.ts'
import { communities } from './communities.ts'
import { community } from './community.ts'
import { digest } from './digest.ts'
import { errors } from './errors.ts'
import { events } from './events.ts'
import { floatingMessages } from './floatingMessages.ts'
import { form } from './form.ts'
import { hashtags } from './hashtags.ts'
import { home } from './home.ts'
import { messages } from './messages.ts'
import { moderation } from './moderation.ts'
import { nav } from './nav.ts'
import { notifications } from './notifications.ts'
import { passwordReset } from './passwordReset.ts'
import { post } from './post.ts'
import { postPage } from './postPage.ts'
import { profile } from './profile.ts'
import { search } from './search.ts'
import { security } from './security.ts'
import { settings } from './settings.ts'
import { universities } from './universities.ts'
import { university } from './university.ts'
import { user } from './user.ts'
import { verification } from './verification.ts'

export const tr: Messages<typeof en> = {
  moderation,
  audience,
  common,
  auth,
  verification,
  passwordReset,
  digest,
  nav,
  settings,
  home,
  post,
  postPage,
  hashtags,
  profile,
  user,
  errors,
  form,
  activity,
  events,
  academics,
  universities,
  communities,
  community,
  admin,
  university,
  bookmarks,
  notifications,
  chat,
  messages,
  floatingMessages,
  search,
  security,
  affiliation,
}
