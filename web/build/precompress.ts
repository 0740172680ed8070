import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

/**
 * Writes a .br (brotli, best quality) and a .gz copy beside every text file of the build, once, at build
 * time: the server sends the copy the browser accepts (@fastify/static's preCompressed) and compresses
 * nothing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'agora:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const bytes = await readFile(file)
        if (bytes.length < MIN_BYTES) continue
        const [br, gzipped] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gz(bytes, { level: 9 }),
        ])
        await writeFile(`${file}.br`, br)
        await writeFile(`${file}.gz`, gzipped)
      }
    },
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const name of await readdir(dir)) {
    const path = join(dir, name)
    if ((await stat(path)).isDirectory()) out.push(...(await filesUnder(path)))
    else if (!name.endsWith('.br') && !name.endsWith('.gz')) out.push(path)
  }
  return out
}
