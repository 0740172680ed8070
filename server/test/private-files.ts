import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { MediaStore } from '../src/platform/media-store.ts'

/**
 * What every media store must do for data exports (issue 16): read back what `save` stored, keep
 * private files apart (never listed as media, never reachable through a media path), and refuse keys
 * that could leave their folder.
 */
export async function checkPrivateFiles(store: MediaStore): Promise<void> {
  const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 9])
  const path = await store.save(image, 'png')
  expect((await store.read(path))?.equals(image)).toBe(true)
  expect(await store.read('/static/uploads/2026/01/01/00000000-0000-0000-0000-000000000000.png')).toBeNull()
  expect(await store.read('/etc/passwd')).toBeNull()

  const key = `exports/${randomUUID()}.zip`
  const zip = Buffer.from('PK\u0003\u0004 private')
  await store.putPrivate(key, zip)
  expect((await store.getPrivate(key))?.equals(zip)).toBe(true)
  const listed: string[] = []
  for await (const file of store.list()) listed.push(file.path)
  expect(listed).toContain(path)
  expect(listed.filter((listedPath) => listedPath.includes('exports/'))).toEqual([])
  expect(await store.read(`/static/uploads/${key}`)).toBeNull()

  await expect(store.putPrivate('../escape.zip', zip)).rejects.toThrow(/Not a private file key/)
  expect(await store.getPrivate('../../jwt-secret')).toBeNull()
  await store.removePrivate(key)
  expect(await store.getPrivate(key)).toBeNull()
  await expect(store.removePrivate(key)).resolves.toBeUndefined()
  await store.remove(path)
}
