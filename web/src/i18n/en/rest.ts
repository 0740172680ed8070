import { academics } from './academics.ts'
import { admin } from './admin.ts'
import { affiliation } from './affiliation.ts'
import { bookmarks } from './bookmarks.ts'
import { chat } from './chat.ts'
import { communities } from './communities.ts'
import { community } from './community.ts'
import { digest } from './digest.ts'
import { errors } from './errors.ts'
import { events } from './events.ts'
import { hashtags } from './hashtags.ts'
import { messages } from './messages.ts'
import { notifications } from './notifications.ts'
import { passwordReset } from './passwordReset.ts'
import { postPage } from './postPage.ts'
import { profile } from './profile.ts'
import { search } from './search.ts'
import { security } from './security.ts'
import { settings } from './settings.ts'
import { universities } from './universities.ts'
import { university } from './university.ts'
import { verification } from './verification.ts'

/** The English namespaces that are not in the first download (first.ts): one chunk. */
export const rest = {
  verification,
  passwordReset,
  digest,
  settings,
  postPage,
  hashtags,
  profile,
  errors,
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
  search,
  security,
  affiliation,
}
