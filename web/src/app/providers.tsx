import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { ToastProvider } from '@/components/ui/toast.tsx'
import { createQueryClient } from '@/lib/query-client.ts'
import { useTokenRefresh } from '@/lib/session.ts'

/** The app's context; `client` is the app's own when main.tsx has started reading with it. */
export function Providers({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  const [client] = useState(() => given ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <TokenRefresh />
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  )
}

function TokenRefresh() {
  useTokenRefresh()
  return null
}
