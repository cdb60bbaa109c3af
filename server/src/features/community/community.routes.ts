import { CommunityStats } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { communityStats } from './community.queries.ts';

export function communityRoutes(app: AppInstance): void {
  app.get(
    '/api/community/stats',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['community'],
        summary: 'Community statistics for the home page',
        response: { 200: CommunityStats },
      },
    },
    () => communityStats(app.db),
  );
}
