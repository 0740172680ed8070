#!/usr/bin/env node
// Fails when the parts of one layer import each other in a circle: the server's modules
// (server/src/modules/<name>/, docs/modules.md) and the web app's entities (web/src/entities/<name>/).
// Biome holds the faces (another module only through its index.ts; no feature imports another), but
// its noImportCycles sees circles between files, and two modules can import each other without one:
// this reads the graph of the parts. A part may use another one on a lower floor only, so a circle
// means two parts are one, or a part of one belongs in a third (or behind a port, on the server:
// platform/ports.ts). Every import counts, `import type` and tests included: a test that needs
// a higher module belongs to that module. Part of `npm run lint`; `--floors` prints each graph's floors.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

// A server module is a folder with a face (index.ts); modules/health holds app-wide tests only.
const GRAPHS = [
  { name: 'server modules', dir: 'server/src/modules', alias: null, face: 'index.ts' },
  { name: 'web entities', dir: 'web/src/entities', alias: '@/entities/', face: null },
]

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : []
  })
}

/** Every module specifier of a file: import and export ... from, bare imports, dynamic import(). */
function specifiers(text) {
  const found = []
  for (const m of text.matchAll(
    /\b(?:import|export)[^'"]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    found.push(m[1] ?? m[2] ?? m[3])
  }
  return found
}

/** part -> (the parts it imports -> one importing file of that edge, for the message). */
function readGraph({ dir, alias, face }) {
  const base = join(root, dir)
  const edges = new Map()
  const parts = readdirSync(base).filter(
    (name) => statSync(join(base, name)).isDirectory() && (!face || existsSync(join(base, name, face))),
  )
  for (const part of parts) {
    const targets = new Map()
    for (const file of files(join(base, part))) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        let target = null
        if (alias && spec.startsWith(alias)) target = spec.slice(alias.length).split('/')[0]
        else if (spec.startsWith('.')) {
          const path = relative(base, resolve(file, '..', spec))
          if (!path.startsWith('..')) target = path.split('/')[0]
        }
        if (target && target !== part && !targets.has(target)) targets.set(target, relative(root, file))
      }
    }
    edges.set(part, targets)
  }
  return edges
}

/** The strongly connected components of more than one part (Tarjan), each a set of parts. */
function circles(edges) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  function connect(node) {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)))
    }
    if (low.get(node) === index.get(node)) {
      const component = new Set()
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.add(member)
      } while (member !== node)
      if (component.size > 1) found.push(component)
    }
  }
  for (const node of edges.keys()) if (!index.has(node)) connect(node)
  return found
}

/** One shortest circle through the component's first part, staying inside the component. */
function circleIn(edges, component) {
  const start = [...component].sort()[0]
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const next of edges.get(node).keys()) {
      if (!component.has(next)) continue
      if (next === start) {
        const path = [node]
        while (previous.get(path[0]) !== null) path.unshift(previous.get(path[0]))
        return [...path, start]
      }
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return [start]
}

/** Floors of an acyclic graph, lowest first: a part sits one floor above the highest part it imports. */
function floors(edges) {
  const floor = new Map()
  const place = (node) => {
    if (!floor.has(node)) {
      floor.set(node, 0)
      const below = [...(edges.get(node)?.keys() ?? [])].filter((next) => edges.has(next))
      floor.set(node, below.length === 0 ? 0 : 1 + Math.max(...below.map(place)))
    }
    return floor.get(node)
  }
  for (const node of edges.keys()) place(node)
  const rows = []
  for (const [node, level] of floor) {
    rows[level] = rows[level] ?? []
    rows[level].push(node)
  }
  return rows.map((row) => row.sort())
}

let failed = false
for (const graph of GRAPHS) {
  if (!existsSync(join(root, graph.dir))) continue
  const edges = readGraph(graph)
  const found = circles(edges)
  if (found.length > 0) {
    failed = true
    console.error(`${graph.name} import each other in a circle (${graph.dir}):`)
    for (const component of found) {
      const circle = circleIn(edges, component)
      console.error(`  ${[...component].sort().join(', ')}; for example:`)
      for (let i = 0; i < circle.length - 1; i++) {
        console.error(`    ${circle[i]} -> ${circle[i + 1]} (${edges.get(circle[i]).get(circle[i + 1])})`)
      }
    }
    continue
  }
  console.log(`${graph.name}: ${edges.size}, no import circle`)
  if (process.argv.includes('--floors')) {
    floors(edges).forEach((row, level) => {
      console.log(`  floor ${level + 1}: ${row.join(', ')}`)
    })
  }
}
if (failed) process.exit(1)
