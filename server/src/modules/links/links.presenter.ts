import type { LinkCard } from '@agora/contract'
import type { LinkCardRow } from './links.repository.ts'

/**
 * A stored card as the contract's LinkCard: null when the last fetch gave none. The image is the stored
 * media path, served as any upload is (a post's images carry theirs the same way).
 */
export function presentCard(row: LinkCardRow): LinkCard | null {
  if (row.refusal !== null || row.title === null) return null
  return {
    url: row.url,
    title: row.title,
    description: row.description,
    site_name: row.siteName,
    image_url: row.imagePath,
  }
}
