/**
 * The targets of issue 32: each read's throughput as a share of GET /api/users/me's in the same run
 * (who the viewer is: a single-row read behind the same authentication, so that the share is what the
 * page costs beyond that), and no GET below `floor`; Following page 1 at a steady 200 requests a second
 * (issue 15) is reported beside them.
 */
export const TARGETS = {
  followingP99Ms: 50,
  floor: 0.2,
  shareOfMe: {
    'Following, page 1': 0.5,
    'Following, page 10': 0.5,
    'For You, page 1': 0.33,
    'For You, page 10': 0.5,
    'Post page': 0.5,
    'Hashtag posts': 0.5,
    'University events (100)': 0.25,
    'University announcements (100)': 0.25,
    'Upcoming events': 0.5,
    'Communities, popular (50)': 0.5,
    'Community page': 0.5,
    'Community posts': 0.5,
    'Community members (100)': 0.5,
    'Search: people': 0.33,
    'Search: posts': 0.25,
    'Quick search': 0.33,
  } as Record<string, number>,
} as const

/** The share a row must reach: its own goal, else the floor every GET must hold. */
export const goalOf = (name: string) => TARGETS.shareOfMe[name] ?? TARGETS.floor
