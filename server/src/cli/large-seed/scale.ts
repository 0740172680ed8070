/**
 * The size of the benchmark's data (docs/benchmarks.md) for a number of users. What one person does
 * stays the same at every size: about 50 posts and 110 likes, a median of about 150 follows (fewer
 * when there are too few people to follow), a university of 450 members per 500 users. So
 * `largeSeedScale(20_000)` is the benchmark's own data, and a smaller one is the same network shrunk.
 */
export interface LargeSeedScale {
  users: number
  universities: number
  /** Users 1..universities × universityBlock belong to a university, in blocks of this size. */
  universityBlock: number
  posts: number
  /** The posts are spread over this many days up to now. */
  days: number
  hashtags: number
  /** Random (user, post) picks for likes, before duplicates are dropped. */
  likeDraws: number
  medianFollows: number
  maxFollows: number
  /** Replies, reposts and quotes point at one of this many posts before them. */
  replyWindow: number
}

/** The benchmark's number of users. */
export const BENCH_USERS = 20_000
/** Below this the shape no longer holds (each university needs its staff of communities). */
export const MIN_LARGE_SEED_USERS = 100

/**
 * `postsPerUser` grows the posts alone: the benchmark's BENCH_SCALE=10 keeps the same people and
 * follows with ten times the posts (10,000,000), to show that a page's cost does not grow with the table.
 */
export function largeSeedScale(users: number, postsPerUser = 50): LargeSeedScale {
  const universities = Math.max(1, Math.round(users / 500))
  return {
    users,
    universities,
    universityBlock: Math.floor((users * 0.9) / universities),
    posts: users * postsPerUser,
    days: 180,
    hashtags: Math.max(20, Math.round(users / 10)),
    likeDraws: users * 110,
    medianFollows: Math.min(150, Math.floor(users / 5)),
    maxFollows: Math.min(2_000, Math.floor(users / 2)),
    replyWindow: users,
  }
}

/** The first tags are the demo's own, so that the hashtag pages read like the product. */
export const NAMED_TAGS = [
  'kampüs',
  'final',
  'hackathon',
  'odtü',
  'yemekhane',
  'kütüphane',
  'staj',
  'erasmus',
  'vize',
  'bahar',
  'itü',
  'boun',
  'kariyer',
  'müzik',
  'spor',
  'ai',
  'sınav',
  'mimarlık',
  'robotik',
  'çay',
]

/** The words of the posts (bench/search.ts searches for some of them). */
export const WORDS = [
  'kampüs',
  'ders',
  'sınav',
  'bugün',
  'yarın',
  'proje',
  'kahve',
  'library',
  'lecture',
  'deadline',
  'friends',
  'weekend',
  'çalışma',
  'hoca',
  'notlar',
  'concert',
  'campus',
  'exam',
  'coffee',
  'team',
]
