import { useCallback, useEffect, useState } from 'react'

let idleGate: Promise<unknown> = Promise.resolve()

/**
 * Holds the idle work (the UI kit's parts, the rest of the strings) until `until` settles: on a slow
 * link the first screen's own files should not share it with what can wait (main.tsx holds it until
 * the router has the first screen's chunks).
 */
export function holdIdleWorkUntil(until: Promise<unknown>): void {
  idleGate = until
}

function onIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 1500)
  return () => window.clearTimeout(id)
}

/** Runs `run` when the browser is idle (or soon, where it cannot say), after the idle gate; returns the cancel. */
export function whenIdle(run: () => void): () => void {
  let cancelled = false
  let cancel = () => {}
  void idleGate.finally(() => {
    if (!cancelled) cancel = onIdle(run)
  })
  return () => {
    cancelled = true
    cancel()
  }
}

export interface LazyPart<T> {
  /** Fetches the part's chunk once; tests await it up front. */
  load: () => Promise<T>
  /** The part once loaded (null before), and a function that loads it now. */
  usePart: () => [T | null, () => Promise<T>]
}

/**
 * A part of the UI whose code is its own chunk, fetched when the page is idle or when it is first
 * needed, so that the screen's first bundle does not carry it (the menus' and tooltips' positioning
 * code is about a seventh of Home's). Loaded once, every user of it renders it at once.
 */
export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let value: T | null = null
  let pending: Promise<T> | null = null
  const load = () => {
    pending ??= importer().then((loaded) => {
      value = loaded
      return loaded
    })
    return pending
  }

  function usePart(): [T | null, () => Promise<T>] {
    const [part, setPart] = useState<T | null>(() => value)
    useEffect(() => {
      if (part) return
      let live = true
      const cancel = whenIdle(() => {
        void load().then((loaded) => live && setPart(() => loaded))
      })
      return () => {
        live = false
        cancel()
      }
    }, [part])
    const loadNow = useCallback(
      () =>
        load().then((loaded) => {
          setPart(() => loaded)
          return loaded
        }),
      [],
    )
    return [part, loadNow]
  }

  return { load, usePart }
}
