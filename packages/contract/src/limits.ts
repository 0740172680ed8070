/** The specification's limits and timings, named once for the server and the web app. */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  /** DESIGN.md section 5: registration and change need 8 (NIST SP 800-63B); the client's own check is 6. */
  passwordMin: 8,
  clientNewPasswordMin: 6,
  passwordMax: 256,
  emailMax: 254,
  nicknameMax: 50,
  /** Not given by the specification; Instagram allows 150, Mastodon 500. */
  bioMax: 160,
  postMaxLength: 280,
  messageMaxLength: 500,
  quickChatMessageMaxLength: 200,
  feedPageSize: 25,
  avatarMaxBytes: 5 * 1024 * 1024,
  bannerMaxBytes: 10 * 1024 * 1024,
} as const

export const TIMINGS = {
  accessTokenSeconds: 30 * 60,
  sessionIdleDays: 30,
  verificationTokenHours: 24,
  resendCooldownSeconds: 60,
  tokenRefreshMs: 15 * 60 * 1000,
  availabilityDebounceMs: 500,
  stepTransitionMs: 300,
  verificationPollMs: 5000,
  verificationLinkRetryMs: 5000,
  verificationLinkRetries: 24,
  redirectAfterVerificationMs: 2000,
  redirectAfterAccountDeletionMs: 2000,
  toastMs: 5000,
} as const

export const MEDIA_LIMITS = {
  imagesPerPost: 4,
  imageMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 50 * 1024 * 1024,
  imageMaxSide: 4096,
  /** Replies shown under a comment before the link to the rest (spec 001 section 9). */
  repliesShownPerComment: 4,
  profilePageSize: 20,
  hashtagPageSize: 20,
} as const

/** Events, announcements and the university pages (spec 000 and 001 section 9; title and text limits ours). */
export const ACTIVITY_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  locationMax: 200,
  /** Spec 001 section 9. */
  upcomingEvents: 5,
  universityListPage: 20,
  universityPageItems: 100,
  attendedEventsMax: 1000,
  savedPage: 50,
  popularUniversities: 10,
} as const
