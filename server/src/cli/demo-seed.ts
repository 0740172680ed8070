import { createUniversity, findUniversityByName } from '../modules/universities/index.ts'
import { createUserWithHash, findUserByAddress, findUserForSignIn } from '../modules/users/index.ts'
import { hashPassword } from '../platform/passwords.ts'
import { CliError, type Command, type CommandContext, parseOptions } from './command.ts'
import {
  DEMO_ADMINS,
  DEMO_PASSWORD,
  DEMO_PROFILES,
  DEMO_STUDENTS,
  DEMO_UNIVERSITIES,
  type DemoPerson,
  type DemoUniversityKey,
} from './demo-data.ts'
import { seedDemoActivities } from './demo-seed-activities.ts'
import { seedDemoAffiliation } from './demo-seed-affiliation.ts'
import { seedDemoChats } from './demo-seed-chats.ts'
import { seedDemoCommunities } from './demo-seed-communities.ts'
import { largeSeed, largeSeedUsers } from './demo-seed-large.ts'
import { seedDemoNotifications } from './demo-seed-notifications.ts'
import { seedDemoFollows, seedDemoPosts } from './demo-seed-posts.ts'
import { seedDemoProfiles } from './demo-seed-profiles.ts'
import { BENCH_USERS } from './large-seed/index.ts'

/** What earlier steps made (or found), for the later ones. */
interface SeedState {
  universityIds: Partial<Record<DemoUniversityKey, number>>
  passwordHash: string
  created: number
  skipped: number
}

interface SeedStep {
  title: string
  run(ctx: CommandContext, state: SeedState): Promise<void>
}

/**
 * Fills an empty installation with enough to try every screen. Idempotent: whatever already exists
 * (matched by name, username or address; follows by pair; posts as a whole once the demo users have
 * any) is left as it is and reported as skipped.
 */
export const demoSeed: Command = {
  name: 'demo:seed',
  usage: '[--large [--users N]]',
  summary:
    "Add demo universities, verified users of every role, follows and posts, profiles, follow requests, a block, events and announcements (skips what already exists); --large: the benchmark's data instead (20,000 users or --users N, 50 posts each) in an empty installation",
  prepare(args) {
    const o = parseOptions(args, { large: { type: 'boolean' }, users: { type: 'string' } })
    if (o.large) return largeSeed(o.users === undefined ? BENCH_USERS : largeSeedUsers(o.users))
    if (o.users !== undefined) throw new CliError('--users goes with --large')
    return async (ctx) => {
      const passwordHash = await hashPassword(DEMO_PASSWORD)
      const state: SeedState = { universityIds: {}, passwordHash, created: 0, skipped: 0 }
      for (const [i, step] of STEPS.entries()) {
        ctx.out(`[${i + 1}/${STEPS.length}] ${step.title}`)
        await step.run(ctx, state)
      }
      ctx.out(`Done: ${state.created} created, ${state.skipped} skipped because they already existed.`)
      ctx.out(`Every demo account signs in with the password: ${DEMO_PASSWORD}`)
      ctx.out(
        `Try admin (site admin), ${DEMO_ADMINS.slice(1)
          .map((p) => p.username)
          .join(', ')} (UniAdmin) or ${DEMO_STUDENTS[0]!.username} (student).`,
      )
    }
  },
}

const STEPS: SeedStep[] = [
  {
    title: 'Universities',
    async run({ db, out }, state) {
      for (const key of Object.keys(DEMO_UNIVERSITIES) as DemoUniversityKey[]) {
        const university = DEMO_UNIVERSITIES[key]
        const existing = await findUniversityByName(db, university.name)
        if (existing) {
          state.universityIds[key] = existing.id
          state.skipped++
          out(`  skipped ${university.name}: exists (id ${existing.id})`)
          continue
        }
        const created = await createUniversity(db, university)
        state.universityIds[key] = created.id
        state.created++
        out(`  created ${created.name} (id ${created.id}, ${created.domains.join(', ')})`)
      }
    },
  },
  {
    title: 'Administrators: a site admin and a UniAdmin per university',
    run: (ctx, state) => seedPeople(ctx, state, DEMO_ADMINS),
  },
  {
    title: `Students: ${DEMO_STUDENTS.length} across the universities`,
    run: (ctx, state) => seedPeople(ctx, state, DEMO_STUDENTS),
  },
  {
    title: 'Faculties and departments; each student placed in one, with a year (one alumnus each)',
    run: (ctx, state) => seedDemoAffiliation(ctx, state.universityIds, state),
  },
  {
    title: 'Follows: classmates, their university admin and a few people elsewhere',
    run: (ctx, state) => seedDemoFollows(ctx, state),
  },
  {
    title: 'Posts over the last five days: replies, quotes, reposts, pictures, likes and saves',
    run: (ctx, state) => seedDemoPosts(ctx, state),
  },
  {
    title: 'Profiles: bios, avatars, private accounts, follow requests and a block',
    run: (ctx, state) => seedDemoProfiles(ctx, state),
  },
  {
    title: 'Events and announcements: past and upcoming, with banners, attendees, likes and comments',
    run: (ctx, state) => seedDemoActivities(ctx, state),
  },
  {
    title: 'Communities: staff, members, a pending request, posts and events; a pending application',
    run: (ctx, state) => seedDemoCommunities(ctx, state),
  },
  {
    title: 'Chats: two one-to-one chats, a group and a request for the demo student, over several days',
    run: (ctx, state) => seedDemoChats(ctx, state),
  },
  {
    title: 'Notifications: a month of them for everyone, from what the steps above made, older ones read',
    run: (ctx, state) => seedDemoNotifications(ctx, state),
  },
]

async function seedPeople(
  { db, out }: CommandContext,
  state: SeedState,
  people: DemoPerson[],
): Promise<void> {
  for (const p of people) {
    const existing = (await findUserForSignIn(db, p.username)) ?? (await findUserByAddress(db, p.email))
    if (existing) {
      state.skipped++
      out(`  skipped ${p.username}: exists (id ${existing.id})`)
      continue
    }
    const universityId = universityOf(state, p)
    const user = await createUserWithHash(db, {
      email: p.email,
      username: p.username,
      passwordHash: state.passwordHash,
      role: p.role,
      verified: true,
      universityId,
      nickname: DEMO_PROFILES[p.username]?.nickname ?? `${p.firstName} ${p.lastName}`.trim(),
      firstName: p.firstName,
      lastName: p.lastName,
    })
    state.created++
    out(`  created ${user.username} (id ${user.id}, ${user.role}, ${user.email})`)
  }
}

function universityOf(state: SeedState, p: DemoPerson): number | null {
  if (!p.university) return null
  const id = state.universityIds[p.university]
  if (id === undefined) throw new CliError(`The demo university ${p.university} was not seeded`)
  return id
}
