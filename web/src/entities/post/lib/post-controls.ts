import { LIMITS, type ReplyPolicy } from '@agora/contract'
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
}

/** A composer's (or the edit form's) controls: the warning's field open or not, its text, the reply policy, alt texts by image. */
export function usePostControls(initialWarning: string | null = null) {
  const [warningOpen, setWarningOpen] = useState(initialWarning !== null)
  const [warning, setWarning] = useState(initialWarning ?? '')
  const [replyPolicy, setReplyPolicy] = useState<ReplyPolicy>('everyone')
  const [altTexts, setAltTexts] = useState<string[]>([])
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
    /** Nothing in the controls stops the post from being sent. */
    valid: !(warningOpen && warningTooLong(warning)) && !altTexts.some(altTooLong),
    values: (): PostControls => ({
      contentWarning: warningOpen ? warning : null,
      replyPolicy,
      altTexts,
    }),
    reset: () => {
      setWarningOpen(false)
      setWarning('')
      setReplyPolicy('everyone')
      setAltTexts([])
    },
  }
}

export type PostControlsState = ReturnType<typeof usePostControls>
