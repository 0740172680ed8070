/**
 * The error catalogue without zod: the web app imports it (and the limits) without pulling the
 * contract's schemas into its bundle. errors.ts adds the schemas of error bodies on top.
 */
import { CAMPUS_ERRORS } from './catalogue-campus.ts'
import { POLL_ERRORS } from './catalogue-polls.ts'
import { PUSH_ERRORS } from './catalogue-push.ts'
import { LIMITS, LINK_LIMITS, MEDIA_LIMITS, MUTE_LIMITS } from './limits.ts'

/**
 * The error catalogue (DESIGN.md section 4): every code the server answers with, its status and its
 * English text. A client translates the code and falls back to the detail only for a code it does not
 * know, so a code is never renamed or reused for another situation; one situation has one code.
 * Codes with status 422 also mark single fields inside a 422's list (ValidationIssue.code).
 */
export const ERRORS = {
  // Requests the framework refuses before any route runs.
  bad_request: { status: 400, detail: 'Bad request' },
  bad_url: { status: 400, detail: 'The address is not valid URL encoding' },
  not_found: { status: 404, detail: 'Not found' },
  request_timeout: { status: 408, detail: 'The request took too long to arrive' },
  body_too_large: { status: 413, detail: 'Request body too large' },
  url_too_long: { status: 414, detail: 'The address is too long' },
  unsupported_media_type: { status: 415, detail: 'Unsupported content type' },
  header_too_large: { status: 431, detail: 'Request headers too large' },
  rate_limited: { status: 429, detail: 'Too many requests, try again later' },
  internal_error: { status: 500, detail: 'Internal server error' },
  database_unavailable: { status: 503, detail: 'The database is unavailable, try again shortly' },
  server_busy: { status: 503, detail: 'The server is busy, try again shortly' },

  // Malformed input: the answer's code; its detail is the list of issues.
  validation_failed: { status: 422, detail: 'Validation failed' },
  invalid_json: { status: 422, detail: 'Body is not valid JSON' },
  empty_body: { status: 422, detail: 'Body cannot be empty when content-type is application/json' },
  nul_character: { status: 422, detail: 'Text cannot contain NUL characters' },
  bidi_control_character: { status: 422, detail: 'A name cannot contain text direction control characters' },
  invalid_text: { status: 422, detail: 'Text contains characters that cannot be stored' },
  not_positive_integer: { status: 422, detail: 'Must be a positive integer' },
  not_boolean: { status: 422, detail: "Must be 'true' or 'false'" },
  not_text: { status: 422, detail: 'Must be text' },
  invalid_cursor: { status: 422, detail: 'Invalid cursor' },
  cursor_mismatch: { status: 422, detail: 'The cursor belongs to another list' },

  // Accounts and sessions.
  admin_only: { status: 403, detail: 'Only site administrators can do this' },
  not_authenticated: { status: 401, detail: 'Not authenticated' },
  invalid_token: { status: 401, detail: 'Invalid token' },
  token_expired: { status: 401, detail: 'Token expired' },
  session_expired: { status: 401, detail: 'Session expired' },
  sign_in_failed: { status: 401, detail: 'Incorrect username or password' },
  email_not_verified: { status: 403, detail: 'Email not verified' },
  incorrect_password: { status: 400, detail: 'Incorrect password' },
  invalid_link: { status: 400, detail: 'Invalid verification link' },
  expired_link: { status: 400, detail: 'Verification link has expired' },
  not_your_account: { status: 403, detail: 'You can only delete your own account' },
  account_verified: { status: 400, detail: 'This account is verified and cannot be deleted here' },
  email_taken: { status: 409, detail: 'Email is already registered' },
  username_taken: { status: 409, detail: 'Username is already taken' },
  invalid_input: { status: 400, detail: 'Invalid input' },
  email_invalid: { status: 422, detail: 'Enter a valid email address' },
  email_too_long: { status: 422, detail: 'Email address is too long' },
  username_too_short: { status: 422, detail: `Username must be at least ${LIMITS.usernameMin} characters` },
  username_too_long: { status: 422, detail: `Username must be at most ${LIMITS.usernameMax} characters` },
  username_invalid: { status: 422, detail: 'Username may contain only letters, digits and underscore' },
  password_too_short: { status: 422, detail: `Password must be at least ${LIMITS.passwordMin} characters` },
  password_too_long: { status: 422, detail: `Password must be at most ${LIMITS.passwordMax} characters` },
  too_many_sign_ins: { status: 429, detail: 'Too many sign-in attempts, try again later' },
  too_many_sign_ups: { status: 429, detail: 'Too many sign-ups from this address, try again later' },
  too_many_checks: { status: 429, detail: 'Too many checks, try again in a minute' },
  too_many_verification_emails: {
    status: 429,
    detail: 'Too many verification emails requested, try again later',
  },
  too_many_password_resets: {
    status: 429,
    detail: 'Too many password reset emails requested, try again later',
  },
  invalid_reset_link: { status: 400, detail: 'This password reset link is not valid or was already used' },
  expired_reset_link: { status: 400, detail: 'This password reset link has expired, ask for a new one' },
  invalid_unsubscribe_link: { status: 400, detail: 'This unsubscribe link is not valid' },
  resend_too_soon: {
    status: 429,
    detail: 'Please wait a minute before requesting another verification email',
  },
  invalid_two_factor_code: { status: 400, detail: 'The code is not correct or was already used' },
  two_factor_code_format: { status: 422, detail: 'Enter the 6 digits your authenticator app shows' },
  two_factor_code_required: {
    status: 401,
    detail: 'Enter a code from your authenticator app or a recovery code',
  },
  two_factor_challenge_expired: {
    status: 401,
    detail: 'This sign-in has expired, enter your password again',
  },
  two_factor_already_enabled: { status: 409, detail: 'Two-factor sign-in is already on' },
  two_factor_not_enabled: { status: 409, detail: 'Two-factor sign-in is off' },
  two_factor_setup_missing: { status: 409, detail: 'Start setting up two-factor sign-in first' },
  too_many_two_factor_attempts: { status: 429, detail: 'Too many codes tried, try again later' },
  session_not_found: { status: 404, detail: 'Session not found' },
  // Data export (issue 16).
  export_pending: { status: 409, detail: 'Your data export is still being prepared' },
  export_throttled: { status: 429, detail: 'You can ask for one data export a day, try again later' },
  export_not_found: { status: 404, detail: 'Data export not found' },
  export_not_ready: { status: 409, detail: 'This data export is not ready to download' },

  account_suspended: { status: 403, detail: 'This account is suspended' },

  // Reports and moderation (issue 16).
  report_target_not_found: { status: 404, detail: 'There is nothing to report here' },
  cannot_report_self: { status: 400, detail: 'You cannot report your own content' },
  already_reported: { status: 409, detail: 'You have already reported this' },
  too_many_reports: { status: 429, detail: 'Too many reports, try again later' },
  moderators_only: { status: 403, detail: 'Only moderators can do this' },
  case_not_found: { status: 404, detail: 'There are no open reports about this' },
  // Issue 30: nobody decides about their own content, a fellow staff member's or a higher role's.
  cannot_decide_own_case: { status: 403, detail: 'Reports about your own content are decided by others' },
  case_for_site_admins: {
    status: 403,
    detail:
      "Reports about a community's administrators and moderators are decided by the site administrators",
  },
  cannot_remove_target: { status: 400, detail: 'This kind of report cannot be answered by removing content' },
  suspension_admins_only: { status: 403, detail: 'Only site administrators can suspend accounts' },
  suspension_duration_required: { status: 400, detail: 'Choose how long the suspension lasts' },
  moderation_action_not_found: { status: 404, detail: 'Moderation decision not found' },
  appeal_exists: { status: 409, detail: 'You have already appealed this decision' },
  appeal_not_allowed: { status: 403, detail: 'This decision cannot be appealed' },
  appeal_not_pending: { status: 409, detail: 'This appeal was already decided' },

  // People and the follow graph.
  user_not_found: { status: 404, detail: 'User not found' },
  follow_request_not_found: { status: 404, detail: 'Follow request not found' },
  cannot_follow_self: { status: 400, detail: 'You cannot follow yourself' },
  cannot_block_self: { status: 400, detail: 'You cannot block yourself' },
  cannot_follow_user: { status: 403, detail: 'You cannot follow this user' },
  account_private: { status: 403, detail: 'This account is private' },
  you_blocked_account: { status: 403, detail: 'You have blocked this account' },

  // Muting (issue 16).
  cannot_mute_self: { status: 400, detail: 'You cannot mute yourself' },
  muted_word_empty: { status: 422, detail: 'Type a word, phrase or hashtag to mute' },
  muted_word_too_long: {
    status: 422,
    detail: `A muted word can be at most ${MUTE_LIMITS.phraseMax} characters`,
  },
  muted_word_invalid: { status: 422, detail: 'A muted word needs at least one letter or digit' },
  too_many_muted_words: {
    status: 400,
    detail: `You can mute at most ${MUTE_LIMITS.wordsPerUser} words and hashtags`,
  },
  muted_word_not_found: { status: 404, detail: 'Muted word not found' },

  // Posts.
  post_not_found: { status: 404, detail: 'Post not found' },
  post_too_long: { status: 422, detail: `Post cannot exceed ${LIMITS.postMaxLength} characters` },
  post_empty: { status: 422, detail: 'Post content cannot be empty' },
  comment_empty: { status: 422, detail: 'Comment cannot be empty' },
  post_not_published: { status: 403, detail: 'This post is not published' },
  cannot_edit_post: { status: 403, detail: 'You can only edit your own posts' },
  cannot_delete_post: { status: 403, detail: 'You can only delete your own posts' },
  not_your_university: { status: 403, detail: 'You can only post to your own university' },
  posting_too_fast: { status: 429, detail: 'You are posting too fast, try again in a few minutes' },
  // Content warnings, alt text and who may reply (issue 16).
  reply_not_allowed: { status: 403, detail: 'The author limited who can reply to this post' },
  content_warning_too_long: {
    status: 422,
    detail: `A content warning can be at most ${LIMITS.contentWarningMax} characters`,
  },
  alt_text_too_long: { status: 422, detail: `Alt text can be at most ${LIMITS.altTextMax} characters` },
  alt_text_without_image: { status: 422, detail: 'Alt text was given for an image that is not attached' },
  reply_policy_invalid: {
    status: 422,
    detail: "Who can reply must be 'everyone', 'following' or 'mentioned'",
  },
  reply_policy_not_thread_start: {
    status: 422,
    detail: 'Only the first post of a thread sets who can reply',
  },

  // Universities, faculties, events and announcements (catalogue-campus.ts).
  ...CAMPUS_ERRORS,
  ...POLL_ERRORS,
  ...PUSH_ERRORS,

  // Communities.
  community_not_found: { status: 404, detail: 'Community not found' },
  community_name_required: { status: 422, detail: 'Community name is required' },
  community_name_too_long: { status: 422, detail: 'Community name is too long' },
  community_name_taken: {
    status: 409,
    detail: 'A community with this name already exists at this university',
  },
  community_description_too_long: { status: 422, detail: 'Community description is too long' },
  banned_from_community: { status: 403, detail: 'You cannot join this community' },
  banned_in_community: {
    status: 403,
    detail: 'You are banned from this community and cannot reply or comment in it',
  },
  cannot_moderate: { status: 403, detail: 'Only community administrators and moderators can do this' },
  cannot_manage_roles: { status: 403, detail: 'Only the community administrator can change roles' },
  admin_cannot_leave: {
    status: 409,
    detail: 'The community administrator cannot leave; hand the role to another member first',
  },
  cannot_target_staff: { status: 403, detail: 'The community administrator cannot be removed or banned' },
  not_community_member: { status: 404, detail: 'This person is not a member of the community' },
  join_request_not_found: { status: 404, detail: 'Join request not found' },
  no_pending_request: { status: 404, detail: 'There is no request to cancel' },
  reason_required: { status: 422, detail: 'A reason is required' },
  reason_too_long: { status: 422, detail: 'The reason is too long' },
  application_not_found: { status: 404, detail: 'Application not found' },
  application_decided: { status: 409, detail: 'This application was already decided' },
  manager_name_required: { status: 422, detail: 'Manager name is required' },
  invalid_manager_email: { status: 422, detail: 'Manager email is not a valid email address' },
  invalid_manager_phone: { status: 422, detail: 'Manager phone is not a valid phone number' },
  applying_too_fast: { status: 429, detail: 'Too many applications, try again later' },
  already_member: { status: 409, detail: 'This person is already a member of the community' },

  // Notifications.
  notification_not_found: { status: 404, detail: 'Notification not found' },

  // Chats.
  chat_not_found: { status: 404, detail: 'Chat not found' },
  cannot_message_user: { status: 403, detail: 'You cannot message this person' },
  chat_request_declined: { status: 403, detail: 'They declined your message request' },
  chat_needs_people: { status: 422, detail: 'Choose who to chat with' },
  chat_one_person: { status: 422, detail: 'A one-to-one chat has exactly one other person' },
  chat_group_too_large: { status: 422, detail: 'A group has at most 50 members' },
  chat_name_too_long: { status: 422, detail: 'The group name is too long' },
  message_empty: { status: 422, detail: 'The message is empty' },
  message_too_long: { status: 422, detail: 'The message is too long' },
  too_many_messages: { status: 429, detail: 'You are sending messages too fast' },
  too_many_chats: { status: 429, detail: 'You are starting chats too fast, try again later' },

  // Search.
  search_term_empty: { status: 422, detail: 'Type something to search for' },
  search_history_not_found: { status: 404, detail: 'Search history entry not found' },

  // Link cards (issue 31).
  link_url_invalid: {
    status: 422,
    detail: `A link must be an http:// or https:// address of at most ${LINK_LIMITS.urlMaxLength} characters`,
  },
  link_preview_unavailable: { status: 404, detail: 'This link has no preview' },
  too_many_link_previews: { status: 429, detail: 'Too many link previews asked for, try again in a minute' },

  // Uploads.
  multipart_expected: { status: 415, detail: 'Expected multipart/form-data' },
  malformed_multipart: { status: 400, detail: 'Malformed multipart body' },
  file_too_large: { status: 413, detail: 'File too large' },
  image_too_large: {
    status: 413,
    detail: `An image can be at most ${MEDIA_LIMITS.imageMaxBytes / 1024 / 1024} MB`,
  },
  video_too_large: {
    status: 413,
    detail: `A video can be at most ${MEDIA_LIMITS.videoMaxBytes / 1024 / 1024} MB`,
  },
  image_too_complex: { status: 413, detail: 'The image has too many pixels or frames' },
  too_many_files: {
    status: 400,
    detail: `A post can have up to ${MEDIA_LIMITS.imagesPerPost} images or one video`,
  },
  one_image_only: { status: 413, detail: 'Send one image only' },
  too_many_fields: { status: 413, detail: 'Too many form fields' },
  field_too_long: { status: 413, detail: 'A form field is too long' },
  unsupported_file: {
    status: 415,
    detail: 'Unsupported file: images (JPEG, PNG, GIF, WebP) or MP4/QuickTime video only',
  },
  unsupported_image: { status: 415, detail: 'Unsupported file: JPEG, PNG, GIF or WebP images only' },
  image_required: { status: 422, detail: 'An image file is required' },
  unexpected_file_field: { status: 422, detail: 'Unexpected file field' },
  too_many_uploads: { status: 429, detail: 'Too many uploads, try again later' },
  too_many_password_attempts: { status: 429, detail: 'Too many password attempts, try again later' },
  too_many_refreshes: { status: 429, detail: 'Too many session renewals, try again later' },
  too_many_toggles: { status: 429, detail: 'You are doing that too often, slow down a little' },
} as const satisfies Record<string, { status: number; detail: string }>

export type ErrorCode = keyof typeof ERRORS
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]

/** The codes answered with `status`: lets the server's factories refuse a code of another status. */
export type ErrorCodeWithStatus<S extends number> = {
  [K in ErrorCode]: (typeof ERRORS)[K]['status'] extends S ? K : never
}[ErrorCode]

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERRORS, value)

const CODE_OF_TEXT = new Map<string, ErrorCode>(ERROR_CODES.map((code) => [ERRORS[code].detail, code]))

/**
 * The code whose English text this is. The contract's schemas word their messages with the
 * catalogue's texts, so a failed check of a field is known by its message (each text is unique).
 */
export const errorCodeOfText = (text: string): ErrorCode | undefined => CODE_OF_TEXT.get(text)
