import { DEMO_ANNOUNCEMENTS, DEMO_COMMENTS, DEMO_EVENTS } from './demo-activities.ts'
import { DEMO_ADMINS, DEMO_BLOCKS, DEMO_STUDENTS } from './demo-data.ts'
import { DEMO_POSTS, DEMO_REPOSTS } from './demo-posts.ts'
import { DEMO_COMMUNITIES } from './demo-seed-communities.ts'

/** Test-only: what demo:seed makes, counted from its data (demo-seed.test.ts checks the rows). */
export const PEOPLE = [...DEMO_ADMINS, ...DEMO_STUDENTS]
export const POSTS = DEMO_POSTS.length + DEMO_REPOSTS.length
/** Profiles filled (one per person) and blocks; follow requests are counted with the follows. */
export const PROFILE_ROWS = PEOPLE.length + DEMO_BLOCKS.length
/** Events and announcements of the three universities, and the comments on the upcoming events. */
export const ACTIVITIES = 3 * (DEMO_EVENTS.length + DEMO_ANNOUNCEMENTS.length)
export const COMMENTS = 3 * DEMO_EVENTS.filter((e) => e.inDays > 0).length * DEMO_COMMENTS.length
/** Communities of the three universities, each with its posts and one event. */
export const COMMUNITIES = Object.values(DEMO_COMMUNITIES).flat().length
/** demo:seed's chats: two one-to-one, a group and a request. */
export const CHATS = 4
export const COMMUNITY_POSTS = Object.values(DEMO_COMMUNITIES)
  .flat()
  .reduce((n, c) => n + c.posts.length, 0)
