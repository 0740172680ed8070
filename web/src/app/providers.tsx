import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { ToastProvider } from '@/components/ui/toast.tsx'
import { createQueryClient } from '@/lib/query-client.ts'
import { useTokenRefresh } from '@/lib/session.ts'

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient)
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
