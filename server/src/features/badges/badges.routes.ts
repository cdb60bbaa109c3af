import { BadgeShowcase } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { showcase } from './badges.service.ts';

/** GET /api/badges: the badge showcase (yours too when signed in). */
export function badgeRoutes(app: AppInstance): void {
  app.get(
    '/api/badges',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['badges'],
        summary: 'Every badge, its rule and holders; with yours and your progress when signed in',
        response: { 200: BadgeShowcase },
      },
    },
    (req) => showcase(app.db, req.actor ?? null),
  );
}
