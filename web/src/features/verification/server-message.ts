import { ApiError, errorMessage } from '@/lib/api-client.ts'

/** The server's detail when it sent one (translated by its code), else the translated default (spec 001 section 8). */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? errorMessage(error, fallback) : fallback
}
