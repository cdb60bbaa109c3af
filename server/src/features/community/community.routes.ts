import { CommunityStats } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { communityStats } from './community.queries.ts';

export function communityRoutes(app: AppInstance): void {
  app.get(
    '/api/community/stats',
    {
      // the same for every caller: no session read (a member's home page costs a visitor's)
      config: { access: 'public', token: 'read', session: false },
      schema: {
        tags: ['community'],
        summary: 'Community statistics for the home page',
        response: { 200: CommunityStats },
      },
    },
    () => communityStats(app.db),
  );
}
