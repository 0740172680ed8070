import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * The web tests in two groups. Most files share one module graph per worker (`isolate: false`):
 * happy-dom, the string tables and the components are loaded once per worker instead of once per
 * file, which took the suite from about three minutes to under half a minute here. A file that
 * replaces a module with `vi.mock` needs its own graph (a module another file already imported
 * would stay the real one), so such files run isolated. The list is read from the files themselves,
 * so a new test that mocks a module lands in the right group without anyone keeping a list.
 */
export function testsThatMock(root: string, dir = 'src'): string[] {
  const found: string[] = []
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(full, 'utf8').includes('vi.mock(')) {
        found.push(relative(root, full))
      }
    }
  }
  walk(join(root, dir))
  return found
}
