import { IdParams, PropertyVotes, PropertyVotesBody } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/lib/access.ts';
import { castVotes, propertyVotes } from './property-votes.service.ts';

/** Crowd-voted properties. */
export function propertyVoteRoutes(app: AppInstance): void {
  app.get(
    '/api/inks/:id/property-votes',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['color'],
        summary: "Members' votes on an ink's properties, dry time and flow (yours when signed in)",
        params: IdParams,
        response: { 200: PropertyVotes, ...writeErrors },
      },
    },
    (req) => propertyVotes(app.db, req.actor ?? null, req.params.id, app.config.trust),
  );

  app.put(
    '/api/inks/:id/property-votes',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['color'],
        summary: 'Vote (a partial object; null withdraws): members who own or tried the ink',
        params: IdParams,
        body: PropertyVotesBody,
        response: { 200: PropertyVotes, ...writeErrors },
      },
    },
    (req) => castVotes(app.db, requestActor(req), req.params.id, req.body, app.config.trust),
  );
}
