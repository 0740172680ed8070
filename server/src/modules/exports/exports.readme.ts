import { EXPORT_LIMITS } from '@agora/contract'

/** README.txt of every export: what each file holds. Times are ISO 8601 UTC, ids are Agora's. */
export const EXPORT_README = `Your Agora data
================

This archive holds what you have on Agora, as JSON files (UTF-8). Times are ISO 8601 in UTC.
It is kept for ${EXPORT_LIMITS.keepDays} days after it was prepared, then deleted. It never holds your
password, two-factor secret, recovery codes or session tokens.

profile.json          Your account: username, e-mail address, names, bio, role, university id,
                      whether it is verified and private, when it was created.
posts.json            Your posts, reposts, quotes and drafts (published false), not deleted ones,
                      with their media. Each media item names its file in this archive
                      (file_in_zip) beside the path it had on Agora (file_path).
comments.json         Your replies to posts and your comments on events and announcements, the same
                      way.
likes.json            The posts you liked: the post's id and when.
saves.json            The posts you saved (bookmarks): the post's id and when.
following.json        The accounts you follow (status accepted) or asked to follow (pending).
followers.json        The accounts that follow you or ask to.
blocks.json           The accounts you block.
muted_accounts.json   The accounts you mute, with when the mute ends (null: until you unmute).
muted_words.json      Your muted words, phrases and hashtags, with when each ends.
communities.json      Your community memberships, requests and invitations, with your role.
events_attending.json The events you marked as attending.
messages.json         Chat messages you sent and received (direction), with the chat, the sender's
                      username and the text.
notifications.json    Your notifications: kind, who caused it (username), what it is about (ids),
                      a short excerpt, and whether you read it.
media/posts/          The images and videos of your posts, named <post id>-<n>.
media/comments/       The images and videos of your comments, the same way.
media/profile/        Your profile picture and banner, if you have them.
`
