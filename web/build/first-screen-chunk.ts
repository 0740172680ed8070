import type { Plugin } from 'vite'

/**
 * One chunk for what Home needs beyond the entry. Home's code is lazy (sign-in does not download it),
 * and the splitter cuts it into some forty files by which other screens share each module; on a slow
 * link each file costs a round trip more than its bytes. This plugin works out, once the module graph
 * is known, which modules Home imports statically and the entry does not, and its `group` puts them in
 * one chunk: Home's first visit downloads the same code in two files instead of forty. Another screen
 * that shares some of those modules loads that chunk too, which a signed-in reader has from Home.
 */
export function firstScreenChunk(options: { entry: string; screens: string[] }) {
  const entrySet = new Set<string>()
  const screenSet = new Set<string>()
  const plugin: Plugin = {
    name: 'agora:first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const closure = (roots: string[], into: Set<string>) => {
        const stack = [...roots]
        while (stack.length) {
          const id = stack.pop() as string
          if (into.has(id)) continue
          const info = this.getModuleInfo(id)
          if (!info) continue
          into.add(id)
          stack.push(...info.importedIds)
        }
      }
      const ids = [...this.getModuleIds()]
      const find = (path: string) => {
        const id = ids.find((candidate) => candidate.endsWith(path))
        if (!id) this.error(`first-screen-chunk: ${path} is not in the build`)
        return id as string
      }
      closure([find(options.entry)], entrySet)
      closure(options.screens.map(find), screenSet)
    },
  }
  const group = {
    name: 'first-screen',
    test: (id: string) => screenSet.has(id) && !entrySet.has(id),
    priority: 15,
  }
  /**
   * The entry's own static imports in one chunk beside it, not the fifteen small files the splitter
   * makes by which lazy screens share them: over HTTP/1.1's six connections each file waits its turn.
   */
  const entryGroup = {
    name: 'app',
    // The app's own files only: a package or contract file named here would be kept whole, side effects
    // and all (zod's schemas), where the splitter keeps just what the entry uses.
    test: (id: string) => entrySet.has(id) && !/node_modules|packages[\\/]contract/.test(id),
    priority: 12,
  }
  return { plugin, group, entryGroup }
}
