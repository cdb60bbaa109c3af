import { t } from '@lingui/core/macro';
import type { YearInInk } from '@inklore/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { yearKeys } from './year.ts';

/** PUT /api/auth/year/{year}/share: the year's public page on or off. */
export function useShareYear(year: number) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (shared: boolean) => api.put<YearInInk>(`/api/auth/year/${year}/share`, { shared }),
    onSuccess: (figures) => {
      qc.setQueryData(yearKeys.mine(year), figures);
      void qc.invalidateQueries({
        queryKey: yearKeys.shared(figures.owner.username, year),
      });
      toast({
        title: figures.shared ? t`Your year is shared` : t`Your year is private again`,
        description: figures.shared
          ? t`Anyone with the link can see its figures and colours. Your private pens stay unnamed.`
          : t`Its public page and link preview are gone.`,
        variant: 'success',
      });
    },
    onError: (err) => {
      if (
        !fail(err, { title: t`Not saved`, fallback: t`Your choice could not be saved. Try again.` })
          .signedOut
      )
        void qc.invalidateQueries({ queryKey: yearKeys.mine(year) });
    },
  });
}
