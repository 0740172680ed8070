import { firstLinkIn, LIMITS, type ReplyPolicy } from '@agora/contract'
import { useState } from 'react'

/**
 * What a composer adds to a post besides its text and files (issue 16): a content warning (shown
 * once its field is opened), who may reply (a thread's first post only) and each image's alt text.
 */
export interface PostControls {
  contentWarning: string | null
  replyPolicy?: ReplyPolicy
  /** The alt text of each attached image, in order ('' for none). */
  altTexts: string[]
  /** Issue 31: the link whose card the author removed; the post goes without a card while it is the first. */
  cardRemovedFor?: string | null
}

const length = (text: string) => [...text].length

export const warningTooLong = (text: string) => length(text.trim()) > LIMITS.contentWarningMax
export const altTooLong = (text: string) => length(text.trim()) > LIMITS.altTextMax

/** Adds the controls to a post's form as the server reads them (content_warning, reply_policy, alt_text_<n>). */
export function appendControls(body: FormData, controls: PostControls): void {
  const warning = controls.contentWarning?.trim()
  if (warning) body.set('content_warning', warning)
  if (controls.replyPolicy && controls.replyPolicy !== 'everyone')
    body.set('reply_policy', controls.replyPolicy)
  controls.altTexts.forEach((alt, i) => {
    if (alt.trim()) body.set(`alt_text_${i}`, alt.trim())
  })
  const text = body.get('content') ?? body.get('comment')
  if (controls.cardRemovedFor && typeof text === 'string' && firstLinkIn(text) === controls.cardRemovedFor)
    body.set('link_card', 'false')
}

/** A composer's (or the edit form's) controls: the warning's field open or not, its text, the reply policy, alt texts by image. */
export function usePostControls(initialWarning: string | null = null) {
  const [warningOpen, setWarningOpen] = useState(initialWarning !== null)
  const [warning, setWarning] = useState(initialWarning ?? '')
  const [replyPolicy, setReplyPolicy] = useState<ReplyPolicy>('everyone')
  const [altTexts, setAltTexts] = useState<string[]>([])
  const [cardRemovedFor, setCardRemovedFor] = useState<string | null>(null)
  return {
    warningOpen,
    toggleWarning: () => setWarningOpen((open) => !open),
    warning,
    setWarning,
    replyPolicy,
    setReplyPolicy,
    altTexts,
    setAltText: (index: number, text: string) =>
      setAltTexts((all) => {
        const next = [...all]
        next[index] = text
        return next
      }),
    /** Keeps the alt texts in step when the attached image at `index` is removed. */
    removeImage: (index: number) => setAltTexts((all) => all.filter((_, i) => i !== index)),
    cardRemovedFor,
    /** Issue 31: the author removes the card of this link (a new first link brings a card back). */
    removeCard: setCardRemovedFor,
    /** Nothing in the controls stops the post from being sent. */
    valid: !(warningOpen && warningTooLong(warning)) && !altTexts.some(altTooLong),
    values: (): PostControls => ({
      contentWarning: warningOpen ? warning : null,
      replyPolicy,
      altTexts,
      cardRemovedFor,
    }),
    reset: () => {
      setWarningOpen(false)
      setWarning('')
      setReplyPolicy('everyone')
      setAltTexts([])
      setCardRemovedFor(null)
    },
  }
}

export type PostControlsState = ReturnType<typeof usePostControls>
