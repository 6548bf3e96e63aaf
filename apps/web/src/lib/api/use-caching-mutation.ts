import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change whose reply is the new state of one query: it goes into the cache as it is, without asking again. */
export function useCachingMutation<Input, Output>(key: QueryKey, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
