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
  /** A post's content warning (issue 16), trimmed; Mastodon's spoiler text has no lower limit of its own. */
  contentWarningMax: 100,
  /** An image's alt text (issue 16): Bluesky's and Mastodon's 1000 (later 1500) characters. */
  altTextMax: 1000,
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
  /** A password reset link is valid for an hour (issue 30). */
  passwordResetMinutes: 60,
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
  /** Issue 17: an announcement's audience lists at most this many faculties and departments each. */
  audienceUnitsMax: 50,
  /** Issue 17: an event's capacity, 1 to this; none means no limit. */
  capacityMax: 100_000,
  /** Issue 17: the check-in code's digits and period in seconds (RFC 6238). */
  checkInDigits: 6,
  checkInPeriod: 30,
  checkInPage: 50,
  /** Issue 30: the first and last day an event, an announcement or a deadline may fall on. */
  firstDate: '2000-01-01',
  lastDate: '2100-12-31',
} as const

/** The thirteen notification kinds of spec 000 section 3, in the order settings lists them. */
export const NOTIFICATION_KINDS = [
  'like',
  'comment',
  'repost',
  'quote',
  'save',
  'mention',
  'follow',
  'community_join',
  'community_post',
  'event',
  'announcement',
  'message',
  'community_invite',
] as const

/**
 * Notices from Agora itself (no actor): always sent, so Settings > Notifications has no switch for
 * them (issue 16): a moderation decision about the recipient, the outcome of their report, a data
 * export ready to download; (issue 17) the one reminder of an announcement not yet confirmed, and a
 * place at a full event opened for the waiting person, who now attends.
 */
export const SYSTEM_NOTIFICATION_KINDS = [
  'moderation',
  'report_update',
  'export_ready',
  'announcement_reminder',
  'event_spot',
  // Issue 31: a poll closed (to its author and its voters), with its results.
  'poll_closed',
] as const

/** Notifications (spec 000 section 9: Load more from 20 items). */
/** `excerptChars`: a notification's excerpt of a post, on one line (issue 28). */
export const NOTIFICATION_LIMITS = { page: 20, excerptChars: 80 } as const

/** Chats (spec 001 sections 2, 7 and 9; DESIGN.md "Chats"). */
export const CHAT_LIMITS = {
  /** GET /chats/{id}/messages/: the first page and each older page. */
  messagesPage: 50,
  /** GET /chats/{id}/messages/since/{lastId}: at most this many per call; a full answer means ask again. */
  sincePage: 200,
  /** A group holds at most this many members, its creator included. */
  groupMaxMembers: 50,
  groupNameMax: 50,
  /** Sending, per person: this many messages per window (HTTP and socket together). */
  sendMax: 30,
  sendWindowMs: 10_000,
  /** The chat list refreshes itself (spec 001 section 9). */
  listRefreshMs: 30_000,
  /** The floating widget: first chats of the list, last messages of a quick chat. */
  widgetChats: 8,
  quickChatMessages: 20,
  /** The chat socket (spec 001 section 9): 5 tries, 1 s doubling; a liveness check every 30 s. */
  reconnectTries: 5,
  reconnectBaseMs: 1000,
  livenessMs: 30_000,
  /** A typing indicator lasts this long unless renewed; the client renews it at most this often. */
  typingShowMs: 6000,
  typingSendMs: 3000,
} as const

/** Muting (issue 16): words and hashtags per person, a phrase's length, a page of muted accounts. */
/** Data export (issue 16): one request per throttleHours, the file kept keepDays days. */
/** Link cards (issue 31): the longest address that gets a card (the safe fetcher's own limit). */
export const LINK_LIMITS = { urlMaxLength: 2048 } as const

export const EXPORT_LIMITS = { throttleHours: 24, keepDays: 7 } as const

export const MUTE_LIMITS = {
  /** A muted word, phrase or hashtag, in characters after trimming. */
  phraseMax: 100,
  /** Muted words and hashtags a person may hold at once (expired ones do not count). */
  wordsPerUser: 100,
  /** GET /users/me/mutes: a page. */
  accountsPage: 20,
} as const

/** Reports and moderation (issue 16). */
export const MODERATION_LIMITS = {
  /** A report's comment and an appeal, in characters. */
  commentMax: 1000,
  /** A moderator's reason. */
  reasonMax: 500,
  /** Reports one person may file per hour. */
  reportsPerHour: 20,
  /** GET /moderation/log: a page. */
  logPage: 30,
  /** GET /moderation/cases: cases per answer, oldest first. */
  queuePage: 50,
} as const
/** Who may reply to a thread (issue 16, Bluesky's threadgates): its first post's author chooses. */
export const REPLY_POLICIES = ['everyone', 'following', 'mentioned'] as const

/** Affiliation (issue 17): faculty and department names, years of study, the members list's page. */
export const AFFILIATION_LIMITS = {
  /** A faculty's or department's name, in characters after trimming. */
  nameMax: 120,
  /** Years of study run 1..studyYearMax (preparatory and long programmes included). */
  studyYearMax: 7,
  /** GET /universities/{id}/members: the default page. */
  membersPage: 20,
} as const

/** Search (spec 001 sections 2 and 7): the calls under /search. */
export const SEARCH_LIMITS = {
  /** GET /search/quick/{term}: per group. */
  quick: 5,
  /** GET /search/detailed/{term}: a page. */
  detailed: 20,
  termMaxLength: 100,
  /** Recent searches kept per person. */
  history: 20,
  /** The search box's live dropdown waits this long after the last key. */
  debounceMs: 300,
} as const

/** How long a mute lasts: until undone, or a day, a week, a month from now. */
export const MUTE_DURATIONS = ['forever', '24h', '7d', '30d'] as const

/**
 * Polls (issue 31): 2 to 4 options of up to 25 characters, open from 5 minutes to 7 days, one choice
 * or several. `durations` are the composer's choices, in seconds.
 */
export const POLL_LIMITS = {
  minOptions: 2,
  maxOptions: 4,
  optionMaxLength: 25,
  minSeconds: 5 * 60,
  maxSeconds: 7 * 24 * 60 * 60,
  durations: [5 * 60, 30 * 60, 60 * 60, 6 * 60 * 60, 24 * 60 * 60, 3 * 24 * 60 * 60, 7 * 24 * 60 * 60],
} as const
