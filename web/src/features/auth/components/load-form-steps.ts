import { lazy } from 'react'

type FormSteps = typeof import('./form-steps.ts')

let loaded: FormSteps | null = null

/** Fetches the form steps' chunk (components/form-steps.ts); the auth page asks for it as it mounts. */
export function loadFormSteps(): Promise<FormSteps> {
  return import('./form-steps.ts').then((steps) => {
    loaded = steps
    return steps
  })
}

/**
 * One step of that chunk as a lazy component. Once the chunk is here the step renders at once: React's
 * lazy takes a thenable that answers synchronously without suspending, so no spinner flashes between
 * steps.
 */
export function lazyStep<K extends keyof FormSteps>(name: K) {
  type Step = FormSteps[K]
  return lazy((): Promise<{ default: Step }> => {
    if (loaded) {
      const ready = { default: loaded[name] as Step }
      // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is what lets lazy skip suspending
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<{
        default: Step
      }>
    }
    return loadFormSteps().then((steps) => ({ default: steps[name] as Step }))
  })
}
