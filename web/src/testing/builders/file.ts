/** Test-only: a file of `size` bytes and `type`, for the banner checks. */
export function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}
