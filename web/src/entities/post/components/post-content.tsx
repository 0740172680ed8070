import type { PostBase } from '@agora/contract'
import { Link } from 'react-router'
import { parseContent } from '../lib/rich-text.ts'

// Underlined as links in running text are (styles.css); hovering thickens the line, and keyboard
// focus shows the global focus ring.
const LINK = 'text-brand-500 underline underline-offset-2 hover:decoration-2 focus-visible:rounded-sm'

/**
 * The post's text with mentions linked to /users/{id} and hashtags to /hashtags/{tag}. Inside an
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
        if (!interactive) {
          return (
            <span key={key} className="text-brand-500">
              {segment.text}
            </span>
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
