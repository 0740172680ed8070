import { describe, expect, it } from 'vitest'
import { createPorts, definePort, defineRegistry, defineSteps } from './ports.ts'

describe('ports', () => {
  it('answers what a module provided, else the fallback, else a clear error', () => {
    const counted = definePort<() => number>('test.counted', () => 0)
    const required = definePort<() => number>('test.required')
    const ports = createPorts()
    expect(ports.get(counted)()).toBe(0)
    expect(() => ports.get(required)).toThrow('no module provides the port test.required')
    ports.provide(counted, () => 7)
    ports.provide(required, () => 3)
    expect(ports.get(counted)()).toBe(7)
    expect(ports.get(required)()).toBe(3)
  })

  it('refuses a second provider', () => {
    const port = definePort<number>('test.once')
    const ports = createPorts()
    ports.provide(port, 1)
    expect(() => ports.provide(port, 2)).toThrow('the port test.once is provided twice')
    expect(ports.get(port)).toBe(1)
  })

  it('keeps steps in the order they were added, none being an empty list', () => {
    const steps = defineSteps<string>('test.steps')
    const ports = createPorts()
    expect(ports.steps(steps)).toEqual([])
    ports.add(steps, 'first')
    ports.add(steps, 'second')
    expect(ports.steps(steps)).toEqual(['first', 'second'])
  })

  it('belongs to one registry: two apps in one process share nothing', () => {
    const port = definePort<number>('test.app', 0)
    const steps = defineSteps<number>('test.app-steps')
    const one = createPorts()
    const two = createPorts()
    one.provide(port, 1)
    one.add(steps, 1)
    expect(two.get(port)).toBe(0)
    expect(two.steps(steps)).toEqual([])
  })

  it('keeps contributions by key, in the order they were made, and refuses a second under one key', () => {
    const registry = defineRegistry<{ a: number; b: string }>('test.registry')
    const ports = createPorts()
    expect(ports.contribution(registry, 'a')).toBeUndefined()
    expect(ports.contributions(registry)).toEqual([])
    ports.contribute(registry, 'b', 'two')
    ports.contribute(registry, 'a', 1)
    expect(ports.contribution(registry, 'a')).toBe(1)
    expect(ports.contributions(registry)).toEqual([
      ['b', 'two'],
      ['a', 1],
    ])
    expect(() => ports.contribute(registry, 'a', 2)).toThrow('test.registry has two contributions for a')
    expect(createPorts().contributions(registry)).toEqual([])
  })
})
