/**
 * Ports: how a module on a lower floor asks for something that only a module on a higher floor can
 * answer (docs/modules.md). The lower module declares the port in its own folder and lends it through
 * its face; the higher module, which imports the lower one anyway, fills it from its `register(api, ctx)`;
 * the lower module's services read it from `ctx.ports` when they run, never at registration, because
 * the higher module registers later. The registry belongs to one ServiceContext, so to one app: two apps
 * in one process (a test's two instances) never share a port, and nothing a module needs is a mutable
 * variable of another module.
 *
 * The same registry carries contributions the other way: a module on a higher floor that gathers from
 * every other one (moderation, search, exports) declares a keyed registry in platform/contributions/,
 * and each lower module adds its part there from its own `register(api, ctx)`.
 */

/**
 * A port that one module provides. With a `fallback`, a lower module that means something without the
 * provider answers it (no communities module: no community to post in). Without one, asking before a
 * module provided it throws, naming the port, so that a wiring mistake fails the first test that asks
 * instead of answering a quiet zero.
 */
export interface Port<T> {
  readonly kind: 'one'
  readonly name: string
  readonly fallback: T | undefined
}

/**
 * A port that any number of modules add a step to, such as the removal steps of an account. Steps run
 * in the order they were added: the modules' order in app.ts (MODULES, lower floors first).
 */
export interface Steps<T> {
  readonly kind: 'steps'
  readonly name: string
  /** Never set: it carries the steps' type, so that adding a step of another type does not compile. */
  readonly step?: T
}

/**
 * Contributions keyed by name, for a module that gathers from every other one (moderation's report
 * targets, search's groups, the export's sections). The gathering module sits above the contributors,
 * so the registry is declared below both, in platform/ (contributions/), and each contributing module
 * adds its entry from its own `register(api, ctx)`. `M` maps each key to the type of its contribution.
 */
export interface Registry<M extends object> {
  readonly kind: 'registry'
  readonly name: string
  /** Never set: it carries the map's type, so that a contribution of another type does not compile. */
  readonly map?: M
}

export function definePort<T>(name: string, fallback?: T): Port<T> {
  return { kind: 'one', name, fallback }
}

export function defineSteps<T>(name: string): Steps<T> {
  return { kind: 'steps', name }
}

export function defineRegistry<M extends object>(name: string): Registry<M> {
  return { kind: 'registry', name }
}

/** One entry of a registry: its key and its contribution. */
export type Contribution<M extends object> = { [K in keyof M & string]: readonly [K, M[K]] }[keyof M & string]

export interface Ports {
  /** Fills a port; a second provider is a wiring mistake and throws. */
  provide<T>(port: Port<T>, implementation: T): void
  /** What fills the port, else its fallback; throws when it has neither. */
  get<T>(port: Port<T>): T
  /** Adds a step, after those added before it. */
  add<T>(steps: Steps<T>, step: T): void
  /** Every step added so far, in order; none is an empty list. */
  steps<T>(steps: Steps<T>): readonly T[]
  /** Adds a module's contribution under `key`; a second one under the same key throws. */
  contribute<M extends object, K extends keyof M & string>(registry: Registry<M>, key: K, value: M[K]): void
  /** The contribution under `key`, or undefined when no module made one. */
  contribution<M extends object, K extends keyof M & string>(registry: Registry<M>, key: K): M[K] | undefined
  /** Every contribution so far, in the order they were made (the modules' order in MODULES). */
  contributions<M extends object>(registry: Registry<M>): readonly Contribution<M>[]
}

/** An empty registry: app.ts makes one per app, in its ServiceContext. */
export function createPorts(): Ports {
  // Keyed by the port object itself, so two ports with one name stay two ports.
  const provided = new Map<Port<unknown>, unknown>()
  const added = new Map<Steps<unknown>, unknown[]>()
  const contributed = new Map<Registry<object>, Map<string, unknown>>()
  const entriesOf = (registry: Registry<object>) => {
    const entries = contributed.get(registry) ?? new Map<string, unknown>()
    contributed.set(registry, entries)
    return entries
  }
  return {
    provide(port, implementation) {
      if (provided.has(port)) throw new Error(`the port ${port.name} is provided twice`)
      provided.set(port, implementation)
    },
    get<T>(port: Port<T>): T {
      if (provided.has(port)) return provided.get(port) as T
      if (port.fallback !== undefined) return port.fallback
      throw new Error(`no module provides the port ${port.name}`)
    },
    add(steps, step) {
      const list = added.get(steps) ?? []
      list.push(step)
      added.set(steps, list)
    },
    steps<T>(steps: Steps<T>): readonly T[] {
      return [...((added.get(steps) as T[] | undefined) ?? [])]
    },
    contribute(registry, key, value) {
      const entries = entriesOf(registry)
      if (entries.has(key)) throw new Error(`${registry.name} has two contributions for ${key}`)
      entries.set(key, value)
    },
    contribution<M extends object, K extends keyof M & string>(registry: Registry<M>, key: K) {
      return entriesOf(registry).get(key) as M[K] | undefined
    },
    contributions<M extends object>(registry: Registry<M>) {
      return [...entriesOf(registry).entries()] as unknown as Contribution<M>[]
    },
  }
}
