import { describe, expect, it } from 'vitest'
import { DEMO_UNIVERSITIES } from './demo-data.ts'
import { DEMO_COMMUNITIES } from './demo-seed-communities.ts'

describe("demo:seed's communities", () => {
  const all = Object.values(DEMO_COMMUNITIES).flat()
  const folded = (text: string) => text.toLocaleLowerCase('tr')

  it('gives every demo university communities of its own', () => {
    expect(Object.keys(DEMO_COMMUNITIES).sort()).toEqual(Object.keys(DEMO_UNIVERSITIES).sort())
    for (const list of Object.values(DEMO_COMMUNITIES)) expect(list.length).toBeGreaterThanOrEqual(2)
  })

  it('never gives two universities a community, or an event, of the same name', () => {
    const names = all.map((c) => folded(c.name))
    expect(new Set(names).size).toBe(names.length)
    const titles = all.map((c) => folded(c.event.title))
    expect(new Set(titles).size).toBe(titles.length)
  })
})
