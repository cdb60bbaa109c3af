import {
  BlockList,
  Comparison,
  ErrorBody,
  IdParams,
  InkIdParams,
  InkSamples,
  MyOffer,
  MyOffers,
  Relation,
  RequestAnswerBody,
  RequestMessageBody,
  RequestParams,
  SampleMessage,
  SampleOfferBody,
  SampleRequestBody,
  SampleRequestDetail,
  SampleRequestList,
  SampleRequestListQuery,
  UsernameParams,
  WishlistMatches,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/lib/access.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { block, compare, myBlocks, relation, unblock } from './members.service.ts';
import {
  answerRequest,
  createRequest,
  listRequests,
  requestDetail,
  writeMessage,
} from './requests.service.ts';
import {
  inkSamples,
  myOffers,
  putOffer,
  withdrawOffer,
  wishlistMatches,
} from './samples.service.ts';

const tags = ['members'];
const readErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Between members (ADR 059): comparing inks, sample offers and the wishlist match, sample
 * requests and their messages, blocks. A member's own calls take a session or a personal
 * access token (GETs scope read, changes scope write); an ink's offers are public.
 */
export function memberRoutes(app: AppInstance): void {
  compareRoutes(app);
  offerRoutes(app);
  requestRoutes(app);
  blockRoutes(app);
}

function compareRoutes(app: AppInstance): void {
  const db = app.db;

  app.get(
    '/api/users/:username/compare',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary:
          'Compare your inks with a member: both, only theirs, only yours (only what each made public)',
        params: UsernameParams,
        response: { 200: Comparison, ...readErrors },
      },
    },
    (req) => compare(db, requestActor(req), req.params.username),
  );

  app.get(
    '/api/auth/relations/:username',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary:
          'Your standing with a member: whether you follow each other, whether you blocked them',
        params: UsernameParams,
        response: { 200: Relation, ...readErrors },
      },
    },
    (req) => relation(db, requestActor(req), req.params.username),
  );
}

function offerRoutes(app: AppInstance): void {
  const db = app.db;

  app.get(
    '/api/auth/samples/offers',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'The inks you offer samples of, with your notes',
        response: { 200: MyOffers, ...readErrors },
      },
    },
    (req) => myOffers(db, requestActor(req)),
  );

  app.put(
    '/api/auth/samples/offers/:inkId',
    {
      config: { access: 'verified', token: 'write' },
      schema: {
        tags,
        summary:
          '"I can share samples of this": an ink you own (201 when new, 200 when the note changed)',
        params: InkIdParams,
        body: SampleOfferBody,
        response: { 200: MyOffer, 201: MyOffer, ...writeErrors },
      },
    },
    async (req, reply) => {
      const { created, offer } = await putOffer(
        db,
        app.config,
        requestActor(req),
        req.params.inkId,
        req.body.note,
      );
      return reply.code(created ? 201 : 200).send(offer);
    },
  );

  app.delete(
    '/api/auth/samples/offers/:inkId',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Stop offering samples of an ink',
        params: InkIdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await withdrawOffer(db, requestActor(req), req.params.inkId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/inks/:id/samples',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags,
        summary: 'How many members offer samples of an ink; who, to signed-in members',
        params: IdParams,
        response: { 200: InkSamples, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => inkSamples(db, req.actor, req.params.id),
  );

  app.get(
    '/api/auth/samples/matches',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'For each ink on your wishlist, the members who offer samples of it',
        response: { 200: WishlistMatches, ...readErrors },
      },
    },
    (req) => wishlistMatches(db, requestActor(req)),
  );
}

function requestRoutes(app: AppInstance): void {
  const db = app.db;
  const deps = { db, config: app.config };

  app.post(
    '/api/auth/sample-requests',
    {
      config: { access: 'verified', token: 'write' },
      schema: {
        tags,
        summary: 'Ask a member who offers an ink for a sample, with a short message',
        body: SampleRequestBody,
        response: { 201: SampleRequestDetail, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createRequest(deps, requestActor(req), req.body)),
  );

  app.get(
    '/api/auth/sample-requests',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'Your sample requests, received or sent (both without box), newest first',
        querystring: SampleRequestListQuery,
        response: { 200: SampleRequestList, ...readErrors },
      },
    },
    (req) => listRequests(db, requestActor(req), req.query),
  );

  app.get(
    '/api/auth/sample-requests/:requestId',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'A sample request with its messages (only its two members see it)',
        params: RequestParams,
        response: { 200: SampleRequestDetail, ...readErrors },
      },
    },
    (req) => requestDetail(db, requestActor(req), req.params.requestId),
  );

  app.post(
    '/api/auth/sample-requests/:requestId/answer',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Accept or decline a request asked of you, or withdraw your own',
        params: RequestParams,
        body: RequestAnswerBody,
        response: { 200: SampleRequestDetail, ...writeErrors },
      },
    },
    (req) => answerRequest(db, requestActor(req), req.params.requestId, req.body.answer),
  );

  app.post(
    '/api/auth/sample-requests/:requestId/messages',
    {
      config: { access: 'verified', token: 'write' },
      schema: {
        tags,
        summary: 'Write a message on a sample request (plain text)',
        params: RequestParams,
        body: RequestMessageBody,
        response: { 201: SampleMessage, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await writeMessage(deps, requestActor(req), req.params.requestId, req.body.body)),
  );
}

function blockRoutes(app: AppInstance): void {
  const db = app.db;

  app.get(
    '/api/auth/blocks',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'The members you blocked',
        response: { 200: BlockList, ...readErrors },
      },
    },
    (req) => myBlocks(db, requestActor(req)),
  );

  app.put(
    '/api/auth/blocks/:username',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary:
          'Block a member: no requests, messages, follows or mentions between you; follows and waiting requests end',
        params: UsernameParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await block(db, requestActor(req), req.params.username);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/auth/blocks/:username',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Unblock a member',
        params: UsernameParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await unblock(db, requestActor(req), req.params.username);
      return reply.code(204).send(null);
    },
  );
}
