import { SiteInfo } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';

/** `GET /api/site`: the operators' settings the web app shows (the Contact page's address). */
export function siteRoutes(app: AppInstance): void {
  app.get(
    '/api/site',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['health'],
        summary: "What this site's operators publish: the contact address (CONTACT_EMAIL)",
        response: { 200: SiteInfo },
      },
    },
    () => ({ contactEmail: app.config.contactEmail }),
  );
}
