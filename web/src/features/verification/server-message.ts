import { ApiError, errorText } from '@/lib/api-client.ts'

/** The server's detail when it sent one, else the translated default (spec 001 section 8). */
export function serverMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? errorText(error.body) : undefined) ?? fallback
}
