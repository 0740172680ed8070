import { academics } from './academics.ts'
import { activity } from './activity.ts'
import { auth } from './auth.ts'
import { bookmarks } from './bookmarks.ts'
import { common } from './common.ts'
import { errors } from './errors.ts'
import { events } from './events.ts'
import { form } from './form.ts'
import { hashtags } from './hashtags.ts'
import { home } from './home.ts'
import { nav } from './nav.ts'
import { post } from './post.ts'
import { postPage } from './postPage.ts'
import { profile } from './profile.ts'
import { settings } from './settings.ts'
import { universities } from './universities.ts'
import { university } from './university.ts'
import { user } from './user.ts'
import { verification } from './verification.ts'

export const en = {
  common,
  auth,
  verification,
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
  university,
  bookmarks,
}
