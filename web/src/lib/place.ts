/**
 * A place as one line from its parts, most precise first ("Çankaya, Ankara" and the city "Ankara"):
 * each part is split at its commas, trimmed, and a piece already said is left out, compared without
 * case the Turkish way (İstanbul, ISTANBUL and istanbul are one), so that a location ending in its
 * city does not name the city twice. Empty parts are skipped; nothing at all is ''.
 */
export function formatPlace(...parts: (string | null | undefined)[]): string {
  const seen = new Set<string>()
  const pieces: string[] = []
  for (const part of parts) {
    for (const raw of (part ?? '').split(',')) {
      const piece = raw.trim().replace(/\s+/g, ' ')
      const key = placeKey(piece)
      if (!key || seen.has(key)) continue
      seen.add(key)
      pieces.push(piece)
    }
  }
  return pieces.join(', ')
}

/** Case folded with both I's the same: Turkish lower case, then the dotless ı as i. */
function placeKey(piece: string): string {
  return piece.normalize('NFC').toLocaleLowerCase('tr').replace(/ı/g, 'i')
}
