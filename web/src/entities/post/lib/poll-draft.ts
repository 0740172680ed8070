import { POLL_LIMITS, type PollDraft } from '@agora/contract'
import { useState } from 'react'

const length = (text: string) => [...text.trim()].length

/** An option that cannot go: empty, or longer than 25 characters. */
export const optionProblem = (text: string): 'empty' | 'tooLong' | null =>
  length(text) === 0 ? 'empty' : length(text) > POLL_LIMITS.optionMaxLength ? 'tooLong' : null

/** A day by default, as Mastodon's composer offers. */
const DEFAULT_SECONDS = 24 * 60 * 60

/**
 * A composer's poll (issue 31): shown or not, its 2 to 4 options, how long it stays open and whether
 * it takes several choices. `value()` is the form's `poll` field, null while no poll is shown.
 */
export function usePollDraft() {
  const [open, setOpen] = useState(false)
  const [options, setOptions] = useState<string[]>(['', ''])
  const [seconds, setSeconds] = useState<number>(DEFAULT_SECONDS)
  const [multiple, setMultiple] = useState(false)
  const folded = options.map((o) => o.trim().toLocaleLowerCase())
  const valid =
    !open || (options.every((o) => optionProblem(o) === null) && new Set(folded).size === options.length)
  const reset = () => {
    setOpen(false)
    setOptions(['', ''])
    setSeconds(DEFAULT_SECONDS)
    setMultiple(false)
  }
  return {
    open,
    toggle: () => (open ? reset() : setOpen(true)),
    options,
    setOption: (index: number, text: string) =>
      setOptions((all) => all.map((option, i) => (i === index ? text : option))),
    addOption: () => setOptions((all) => (all.length < POLL_LIMITS.maxOptions ? [...all, ''] : all)),
    removeOption: (index: number) =>
      setOptions((all) => (all.length > POLL_LIMITS.minOptions ? all.filter((_, i) => i !== index) : all)),
    seconds,
    setSeconds,
    multiple,
    setMultiple,
    valid,
    value: (): PollDraft | null =>
      open ? { options: options.map((o) => o.trim()), duration_seconds: seconds, multiple } : null,
    reset,
  }
}

export type PollDraftState = ReturnType<typeof usePollDraft>
