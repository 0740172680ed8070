#!/usr/bin/env node
// Fails when the web app's entities import each other in a circle (web/src/entities/<name>/...), as
// features may not import each other at all (biome.json). An entity may use another one below it; a
// circle means the two are one entity, or a part of one belongs in a third. Part of `npm run lint`.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const entitiesDir = join(root, 'web/src/entities')

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** entity -> the entities its files import, with one importing file of each edge for the message. */
const edges = new Map()
for (const entity of readdirSync(entitiesDir)) {
  const targets = new Map()
  for (const file of files(join(entitiesDir, entity))) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const spec = m[1] ?? m[2]
      let target = null
      if (spec.startsWith('@/entities/')) target = spec.split('/')[2]
      else if (spec.startsWith('.')) {
        const path = relative(entitiesDir, resolve(file, '..', spec))
        if (!path.startsWith('..')) target = path.split('/')[0]
      }
      if (target && target !== entity && !targets.has(target)) targets.set(target, relative(root, file))
    }
  }
  edges.set(entity, targets)
}

// Depth-first search for a circle.
const state = new Map()
const stack = []
let circle = null
function visit(node) {
  state.set(node, 'open')
  stack.push(node)
  for (const next of edges.get(node)?.keys() ?? []) {
    if (circle) return
    if (state.get(next) === 'open') circle = [...stack.slice(stack.indexOf(next)), next]
    else if (!state.has(next)) visit(next)
  }
  stack.pop()
  state.set(node, 'done')
}
for (const node of edges.keys()) if (!state.has(node) && !circle) visit(node)

if (circle) {
  console.error('web entities import each other in a circle:')
  for (let i = 0; i < circle.length - 1; i++) {
    console.error(`  ${circle[i]} -> ${circle[i + 1]} (${edges.get(circle[i]).get(circle[i + 1])})`)
  }
  process.exit(1)
}
console.log(`web entities: ${edges.size}, no import circle`)
