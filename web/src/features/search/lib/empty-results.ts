import type { DetailedSearchResponse } from '@agora/contract'
import { ApiError } from '@/lib/api-client.ts'

/** Nothing found, in the shape of a detailed answer (the quick one is the same without hashtags). */
export const EMPTY_RESULTS: DetailedSearchResponse = {
  users: [],
  posts: [],
  communities: [],
  universities: [],
  hashtags: [],
}

/** A search that answers 404 found nothing (spec 001 "Errors"); any other failure stays one. */
export async function orEmptyOn404<T>(request: Promise<T>, empty: T): Promise<T> {
  try {
    return await request
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return empty
    throw err
  }
}
