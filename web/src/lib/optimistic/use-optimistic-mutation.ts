import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Rollback } from './cache-shadow.ts'

/**
 * The shape of every optimistic action (like, save, repost, follow, answering a request, and the
 * attend, join and bookmark to come): the change shows at once (`apply` returns its rollback), calls
 * in one `scope` run in order (a quick double click sends set then unset, never the reverse), only
 * the answer to the last call of a burst is copied into the cache (an earlier answer would undo the
 * later click), and a failure rolls back. `afterBurst` runs once the last call of a burst settles,
 * for reads that must happen again (counts, abilities).
 */
export interface OptimisticMutation<TResult, TVars> {
  scope: string
  request: (vars: TVars) => Promise<TResult>
  apply: (vars: TVars, client: QueryClient) => Rollback
  onAnswer?: (result: TResult, vars: TVars, client: QueryClient) => void
  onFailure?: (error: Error, vars: TVars) => void
  afterBurst?: (vars: TVars, client: QueryClient) => unknown
}

/** Whether no other call in `scope` is still waiting: the one settling now is the burst's last. */
function isLastInScope(client: QueryClient, scope: string): boolean {
  const pending = client
    .getMutationCache()
    .getAll()
    .filter((m) => m.options.scope?.id === scope && m.state.status === 'pending')
  return pending.length <= 1
}

export function useOptimisticMutation<TResult, TVars>(options: OptimisticMutation<TResult, TVars>) {
  const client = useQueryClient()
  const { scope } = options
  return useMutation<TResult, Error, TVars, Rollback>({
    scope: { id: scope },
    mutationFn: options.request,
    onMutate: (vars) => options.apply(vars, client),
    onSuccess: (result, vars) => {
      if (options.onAnswer && isLastInScope(client, scope)) options.onAnswer(result, vars, client)
    },
    onError: (error, vars, rollback) => {
      rollback?.()
      options.onFailure?.(error, vars)
    },
    onSettled: (_result, _error, vars) => {
      if (options.afterBurst && isLastInScope(client, scope)) return options.afterBurst(vars, client)
    },
  })
}
