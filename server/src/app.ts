import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppInstance } from './app-instance.ts';
import type { Config } from './config.ts';
import { createDb, refreshPlannerStats, type Db } from './db/database.ts';
import { boundInkJsonCache } from './features/browse/browse.cache.ts';
import { browseRoutes } from './features/browse/browse.routes.ts';
import { catalogueColorIndex, nearPage } from './features/color/color.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { commentRoutes } from './features/comments/comments.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { badgeRoutes } from './features/badges/badges.routes.ts';
import { colorRoutes } from './features/color/color.routes.ts';
import { propertyVoteRoutes } from './features/property-votes/property-votes.routes.ts';
import {
  recountAllCrowdFacets,
  recountCrowdFacets,
} from './features/property-votes/property-votes.service.ts';
import { badgesOf, tellNewBadges } from './features/badges/badges.service.ts';
import { assertRoomForInks } from './features/collections/collections.policy.ts';
import { insertItem, itemIds } from './features/collections/collections.queries.ts';
import {
  createNamedCollections,
  profileCollections,
} from './features/collections/collections.service.ts';
import { removeReportedComment } from './features/comments/comments.service.ts';
import {
  imagesOfMember,
  removeImagesOfUser,
  removeReportedImage,
} from './features/gallery/gallery.service.ts';
import { softDeleteInk } from './features/inks/inks.service.ts';
import {
  importEntry,
  ownInk,
  removeEntriesOfUser,
  setEntryStatus,
} from './features/inventory/inventory.service.ts';
import { penRoutes } from './features/pens/pens.routes.ts';
import { settleRequestsOfLeaver } from './features/members/requests.queries.ts';
import { exportPens } from './features/pens/pens.service.ts';
import { suggestSpelling } from './features/search/alias-suggestions.queries.ts';
import { inkFinder, searchPage } from './features/search/search.service.ts';
import { sendVerification } from './features/auth/auth.service.ts';
import { revokeAllTokens } from './features/tokens/tokens.service.ts';
import { transferRoutes } from './features/transfer/transfer.routes.ts';
import { importCounts, importInking, importPen, importUse } from './features/pens/pens.import.ts';
import { linkApprovedRows, settleRejectedRows } from './features/transfer/unmatched.service.ts';
import { collectionRoutes } from './features/collections/collections.routes.ts';
import { galleryRoutes } from './features/gallery/gallery.routes.ts';
import { submissionRoutes } from './features/submissions/submissions.routes.ts';
import { findDuplicates, submitInk } from './features/submissions/submissions.service.ts';
import { profileImageRoutes } from './features/profile-images/profile-images.routes.ts';
import { inventoryRoutes } from './features/inventory/inventory.routes.ts';
import { reportRoutes } from './features/reports/reports.routes.ts';
import { communityRoutes } from './features/community/community.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { correctionRoutes } from './features/corrections/corrections.routes.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { offlineIndexRoutes } from './features/catalogue/offline-index.routes.ts';
import { inkAdminRoutes } from './features/inks/inks.admin.routes.ts';
import { brandAliasRoutes } from './features/search/brand-aliases.routes.ts';
import { aliasSuggestionRoutes } from './features/search/alias-suggestions.routes.ts';
import { inkRoutes } from './features/inks/inks.routes.ts';
import { userRoutes } from './features/users/users.routes.ts';
import { newsRoutes } from './features/news/news.routes.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { openDataRoutes } from './features/open-data/open-data.routes.ts';
import { trustRoutes } from './features/trust/trust.routes.ts';
import { oidcRoutes } from './features/oidc/oidc.routes.ts';
import { totpRoutes } from './features/totp/totp.routes.ts';
import { tokenRoutes } from './features/tokens/tokens.routes.ts';
import { yearInInkRoutes } from './features/year-in-ink/year-in-ink.routes.ts';
import { socialRoutes } from './features/social/social.routes.ts';
import { exportSocial } from './features/social/social.service.ts';
import { memberRoutes } from './features/members/members.routes.ts';
import { countValidOffers } from './features/members/samples.queries.ts';
import { paletteRoutes } from './features/palette/palette.routes.ts';
import { exportMembers } from './features/members/members.service.ts';
import { removeReportedMessage, threadOfMessage } from './features/members/requests.service.ts';
import { createMailer } from './mail/mailer.ts';
import { createAfterAnswer } from './lib/after-answer.ts';
import { logDestination, RequestLines } from './lib/log-output.ts';
import { maskSecrets } from './lib/redact.ts';
import { pruneLimits, releaseCounters, useCounters } from './lib/rate-limit.ts';
import { redisCounters } from './lib/redis-counters.ts';
import { s3MediaStore } from './media/s3-storage.ts';
import { localMediaStore } from './media/storage.ts';
import { avatarRoutes } from './features/users/avatar.routes.ts';
import { registerMedia } from './plugins/media.ts';
import { registerS3Media } from './plugins/media-s3.ts';
import { registerAccess } from './plugins/access.ts';
import { registerAccessTokens } from './plugins/access-tokens.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerRequestTarget } from './plugins/request-target.ts';
import { registerInputRules } from './plugins/input-rules.ts';
import { registerCacheControl } from './plugins/cache-control.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { frameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerFloodGuard } from './plugins/flood-guard.ts';
import { registerRateLimitHeaders } from './plugins/rate-limit-headers.ts';
import { registerConditionalRequests } from './plugins/conditional-requests.ts';
import { registerReadAlongside } from './plugins/read-alongside.ts';
import { registerSessions } from './plugins/sessions.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type AppDeps = {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** A database opened by the caller (tests share one); otherwise opened from config and closed with the app. */
  db?: Db;
};

export type { AppInstance };

const streamOption = (stream: NodeJS.WritableStream | undefined) => (stream ? { stream } : {});

/** Builds the whole application. Used by main.ts and by every test (through inject). */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<AppInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...streamOption(deps.logStream ?? logDestination(config.logFormat)),
      serializers: {
        // Fastify's request fields, with secrets in the query masked (tokens, OIDC codes).
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: maskSecrets(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket.remotePort,
        }),
      },
    },
    logController: new RequestLines(config.logRequests),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  const db = deps.db ?? createDb(config.database);
  app.decorate('db', db);
  boundInkJsonCache(db, config.catalogueCacheBytes);
  app.decorate('config', config);
  if (!deps.db) app.addHook('onClose', () => db.destroy());
  // Expired rate-limit windows are replaced on their next hit; the others are swept here.
  const sweep = setInterval(() => {
    pruneLimits(db).catch((err: unknown) => app.log.warn({ err }, 'rate-limit sweep failed'));
  }, 600_000);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));
  // Accounts grow into trust (and limits stop votes counting): the crowd facets follow
  // hourly without waiting for the next vote.
  const recount = setInterval(() => {
    recountAllCrowdFacets(db, config.trust).catch((err: unknown) =>
      app.log.warn({ err }, 'crowd facet recount failed'),
    );
    refreshPlannerStats(db, false).catch((err: unknown) =>
      app.log.warn({ err }, 'planner statistics refresh failed'),
    );
  }, 3_600_000);
  recount.unref();
  app.addHook('onClose', () => clearInterval(recount));
  // With REDIS_URL the rate limits and the flood guard count in Redis, shared by every server.
  const limits = config.redisUrl ? redisCounters(config.redisUrl, config.redisPrefix) : undefined;
  if (limits) {
    useCounters(db, limits);
    app.addHook('onClose', async () => {
      releaseCounters(db, limits);
      await limits.close();
    });
  }
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  const mediaRoot = path.join(config.dataDir, 'media');
  const s3 = config.media.kind === 's3' ? s3MediaStore(config.media) : null;
  if (s3) app.addHook('onClose', () => s3.close());
  app.decorate('media', s3 ?? localMediaStore(mediaRoot));
  app.addHook('onClose', () => mailer.close());
  // Work done after an answer (sign-up, forgot-password: ADR 040). onClose hooks run last
  // registered first, so it ends before the mailer and the database close.
  const afterAnswer = createAfterAnswer(app.log);
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', () => afterAnswer.idle());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });

  registerErrorHandler(app);
  registerRequestTarget(app, config.publicUrl);
  registerSecurityHeaders(app, config.publicUrl);
  registerFloodGuard(app, config.rateLimits.REQUESTS_IP, limits);
  registerRateLimitHeaders(app);
  registerReadAlongside(app, db);
  await registerSessions(app, db, config);
  registerAccessTokens(app);
  registerAccess(app);
  // Before any route: the OpenAPI document lists the routes registered after it.
  await registerOpenApi(app);
  registerCsrf(app);
  registerInputRules(app);
  registerCacheControl(app);
  registerCompression(app);
  registerConditionalRequests(app);

  registerFeatures(app);

  if (s3 && config.media.kind === 's3') registerS3Media(app, s3, config.media.publicUrl);
  else await registerMedia(app, mediaRoot);
  await registerWebApp(app, config.webDist, { publicUrl: config.publicUrl });
  return app;
}

/**
 * Every feature's routes, each feature given what it asks of the others: its ports, the
 * other features' functions that app.ts, the composition root, passes in (ADR 042).
 */
function registerFeatures(app: AppInstance): void {
  healthRoutes(app);
  siteRoutes(app);
  authRoutes(app, {
    removeImagesOf: removeImagesOfUser,
    removeInventoryOf: removeEntriesOfUser,
    settleRequestsOf: settleRequestsOfLeaver,
    revokeTokensOf: revokeAllTokens,
  });
  totpRoutes(app);
  tokenRoutes(app);
  browseRoutes(app, { nearInks: nearPage, searchInks: searchPage });
  inkRoutes(app);
  inkAdminRoutes(app);
  catalogueRoutes(app);
  offlineIndexRoutes(app);
  correctionRoutes(app);
  brandAliasRoutes(app);
  aliasSuggestionRoutes(app);
  userRoutes(app, {
    profileSections: { badgesOf, publicCollections: profileCollections, imagesOf: imagesOfMember },
  });
  avatarRoutes(app);
  newsRoutes(app);
  communityRoutes(app);
  commentRoutes(app, { badges: tellNewBadges });
  galleryRoutes(app, { badges: tellNewBadges });
  profileImageRoutes(app);
  submissionRoutes(app, {
    approved: (trx, kind, submissionId, inkId) =>
      linkApprovedRows(trx, kind, importEntry, submissionId, inkId),
    rejected: settleRejectedRows,
    badges: tellNewBadges,
  });
  auditRoutes(app);
  collectionRoutes(app, { setEntryStatus });
  badgeRoutes(app);
  colorRoutes(app);
  propertyVoteRoutes(app);
  transferRoutes(app, {
    inventory: { importEntry, ownInk },
    collections: {
      inkIds: itemIds,
      assertRoomForInks,
      createNamed: createNamedCollections,
      addInk: insertItem,
    },
    search: { inkFinder },
    spellings: { suggest: suggestSpelling },
    pens: { importPen, importInking, importUse, importCounts },
    exportPens,
    exportSocial,
    exportMembers,
    discoveries: {
      submit: async (actor, body) =>
        (await submitInk({ db: app.db, config: app.config, media: app.media }, actor, body)).id,
      duplicates: findDuplicates,
    },
  });
  inventoryRoutes(app, { badges: tellNewBadges });
  penRoutes(app, { ownInk });
  yearInInkRoutes(app);
  memberRoutes(app);
  paletteRoutes(app, { colorIndex: catalogueColorIndex, countOffers: countValidOffers });
  reportRoutes(app, {
    removeContent: {
      comment: removeReportedComment,
      communityImage: (trx, moderatorId, imageId) =>
        removeReportedImage(trx, app.db.kind, moderatorId, imageId),
      inkProfile: softDeleteInk,
      sampleMessage: removeReportedMessage,
    },
    sampleThread: threadOfMessage,
  });
  oidcRoutes(app, { sendVerification });
  seoRoutes(app);
  openDataRoutes(app);
  trustRoutes(app, { recountCrowdFacets });
  socialRoutes(app);
}
