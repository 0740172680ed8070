import type { PostBase } from '@agora/contract'
import { Link } from 'react-router'
import { parseContent } from '../lib/rich-text.ts'

// Underlined as links in running text are (styles.css); hovering thickens the line, and keyboard
// focus shows the global focus ring.
const LINK = 'text-brand-500 underline underline-offset-2 hover:decoration-2 focus-visible:rounded-sm'

/** How a link reads in text (issue 31): no scheme or "www.", and long ones cut, as Mastodon shows them. */
export function shortAddress(url: string): string {
  const bare = url.replace(/^https?:\/\/(www\.)?/i, '')
  return bare.length > 32 ? `${bare.slice(0, 31)}…` : bare
}

/**
 * The post's text with links opening in a new tab (issue 31), mentions linked to /users/{id} and hashtags to /hashtags/{tag}. Inside an
 * embed, which is itself one link, the same words are only coloured.
 */
export function PostContent({
  post,
  className = '',
  interactive = true,
}: {
  post: Pick<PostBase, 'content' | 'mentioned_users'>
  className?: string
  interactive?: boolean
}) {
  if (!post.content) return null
  const segments = parseContent(post.content, post.mentioned_users)
  // Each segment's offset in the text is its stable key.
  let offset = 0
  return (
    <p className={`break-words whitespace-pre-wrap ${className}`}>
      {segments.map((segment) => {
        const key = offset
        offset += segment.text.length
        if (segment.kind === 'text') return <span key={key}>{segment.text}</span>
        const shown = segment.kind === 'link' ? shortAddress(segment.url) : segment.text
        if (!interactive) {
          return (
            <span key={key} className="text-brand-500">
              {shown}
            </span>
          )
        }
        if (segment.kind === 'link') {
          return (
            <a
              key={key}
              href={segment.url}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              title={segment.url}
              className={LINK}
            >
              {shown}
            </a>
          )
        }
        const to =
          segment.kind === 'mention'
            ? `/users/${segment.userId}`
            : `/hashtags/${encodeURIComponent(segment.tag)}`
        return (
          <Link key={key} to={to} className={LINK}>
            {segment.text}
          </Link>
        )
      })}
    </p>
  )
}
