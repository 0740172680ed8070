import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { deferred } from '@/testing/app-harness.tsx'
import { type CacheShadow, REMOVE, removeEverywhere, updateEverywhere } from './cache-shadow.ts'
import { useOptimisticMutation } from './use-optimistic-mutation.ts'

interface Thing {
  kind: 'thing'
  id: number
  on: boolean
  count: number
  inner?: Thing
}
const shadow: CacheShadow<Thing> = {
  roots: [['things']],
  matches: (v): v is Thing => (v as Partial<Thing>).kind === 'thing',
  id: (t) => t.id,
}
const thing = (id: number, extra: Partial<Thing> = {}): Thing => ({
  kind: 'thing',
  id,
  on: false,
  count: 0,
  ...extra,
})

function seeded() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  client.setQueryData(['things', 'list'], [thing(1), thing(2, { inner: thing(1) })])
  client.setQueryData(['things', 'detail', 1], thing(1))
  client.setQueryData(['other'], [thing(1)])
  return client
}

describe('cache shadow', () => {
  it('changes every copy under its roots, embedded ones too, keeps untouched branches and rolls back', () => {
    const client = seeded()
    const before = client.getQueryData<Thing[]>(['things', 'list'])!
    const rollback = updateEverywhere(client, shadow, 1, (t) => ({ ...t, on: true }))
    const list = client.getQueryData<Thing[]>(['things', 'list'])!
    expect(list[0]).toMatchObject({ on: true })
    expect(list[1]!.inner).toMatchObject({ on: true })
    expect(client.getQueryData<Thing>(['things', 'detail', 1])).toMatchObject({ on: true })
    expect(client.getQueryData<Thing[]>(['other'])![0]!.on).toBe(false)
    expect(updateEverywhere(client, shadow, 3, (t) => ({ ...t, on: true }))).toBeTypeOf('function')
    expect(list).not.toBe(before)

    // A concurrent change of another field survives the rollback of this one.
    updateEverywhere(client, shadow, 1, (t) => ({ ...t, count: 9 }))
    rollback()
    expect(client.getQueryData<Thing>(['things', 'detail', 1])).toMatchObject({ on: false, count: 9 })
  })

  it('removes list items, never a root or an embedded copy, and puts them back', () => {
    const client = seeded()
    const rollback = removeEverywhere(client, shadow, (t) => (t.id === 1 ? REMOVE : t))
    const list = client.getQueryData<Thing[]>(['things', 'list'])!
    expect(list.map((t) => t.id)).toEqual([2])
    expect(list[0]!.inner?.id).toBe(1)
    expect(client.getQueryData<Thing>(['things', 'detail', 1])?.id).toBe(1)
    rollback()
    expect(client.getQueryData<Thing[]>(['things', 'list'])!.map((t) => t.id)).toEqual([1, 2])
  })
})

describe('useOptimisticMutation', () => {
  function setup(request: (on: boolean) => Promise<Thing>) {
    const client = seeded()
    const answers: Thing[] = []
    let bursts = 0
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(
      () =>
        useOptimisticMutation<Thing, boolean>({
          scope: 'thing-1',
          request,
          apply: (on, c) => updateEverywhere(c, shadow, 1, (t) => ({ ...t, on })),
          onAnswer: (answer) => answers.push(answer),
          afterBurst: () => {
            bursts += 1
          },
        }),
      { wrapper },
    )
    const detail = () => client.getQueryData<Thing>(['things', 'detail', 1])!
    return { result, answers, bursts: () => bursts, detail }
  }

  it('runs a burst in order, keeps only the last answer and reads again once', async () => {
    const calls: { on: boolean; done: ReturnType<typeof deferred<Thing>> }[] = []
    const { result, answers, bursts, detail } = setup((on) => {
      const done = deferred<Thing>()
      calls.push({ on, done })
      return done.promise
    })
    act(() => {
      result.current.mutate(true)
      result.current.mutate(false)
    })
    expect(detail().on).toBe(false)
    await waitFor(() => expect(calls).toHaveLength(1))
    act(() => calls[0]!.done.resolve(thing(1, { on: true })))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls.map((c) => c.on)).toEqual([true, false])
    expect(answers).toEqual([])
    act(() => calls[1]!.done.resolve(thing(1, { on: false })))
    await waitFor(() => expect(answers).toHaveLength(1))
    expect(answers[0]!.on).toBe(false)
    expect(bursts()).toBe(1)
  })

  it('rolls back a failure', async () => {
    const { result, detail } = setup(() => Promise.reject(new Error('down')))
    act(() => result.current.mutate(true))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(detail().on).toBe(false)
  })
})
