import {
  DayBody,
  Diary,
  DiaryQuery,
  DirectUseBody,
  ErrorBody,
  IdParams,
  InkingBody,
  InkingCreated,
  InkingList,
  InkingListQuery,
  InkingParams,
  InkingPatch,
  Inking,
  InkUsage,
  Pen,
  PenBody,
  PenList,
  PenListQuery,
  PenParams,
  PenPatch,
  PenSettings,
  PublicPenList,
  Use,
  UseBody,
  UseParams,
  UsePatch,
  UsernameParams,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/lib/access.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { startCleanSoonMail } from './clean-soon.service.ts';
import {
  changeInking,
  changeUseNote,
  clean,
  createInking,
  diary,
  markDirectUse,
  markUse,
  myInkings,
  refill,
  removeInking,
  removeUse,
  type PenPorts,
} from './inkings.service.ts';
import {
  changePen,
  changePenSettings,
  createPen,
  getPen,
  inkUsage,
  myPens,
  penSettings,
  publicPens,
} from './pens.service.ts';

const readErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const tags = ['pens'];

/**
 * Pens, "currently inked" pairings and the diary (ADR 056): the member's own under
 * /api/auth/ (a session, or a personal access token: read for GETs, write for changes);
 * public pens and an ink's counts for everyone. Starts the hourly clean-soon mail.
 */
export function penRoutes(app: AppInstance, ports: PenPorts): void {
  memberPenRoutes(app);
  inkingRoutes(app, ports);
  diaryRoutes(app);
  publicPenRoutes(app);
  startCleanSoonMail(app);
}

function memberPenRoutes(app: AppInstance): void {
  const db = app.db;

  app.get(
    '/api/auth/pens',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'Your pens (?archived=true|all for the archived), each with what is inked in it',
        querystring: PenListQuery,
        response: { 200: PenList, ...readErrors },
      },
    },
    (req) => myPens(db, requestActor(req), req.query),
  );

  app.post(
    '/api/auth/pens',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Add a pen (private unless isPublic; a public pen needs a verified email)',
        body: PenBody,
        response: { 201: Pen, ...writeErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await createPen(db, requestActor(req), req.body)),
  );

  app.get(
    '/api/auth/pens/settings',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'Your clean-soon setting: after how many days, and whether to mail you',
        response: { 200: PenSettings, 400: ErrorBody, 401: ErrorBody },
      },
    },
    (req) => penSettings(db, requestActor(req).id),
  );

  app.put(
    '/api/auth/pens/settings',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Change your clean-soon setting {cleanSoonDays, cleanSoonMail}',
        body: PenSettings,
        response: { 200: PenSettings, ...writeErrors },
      },
    },
    (req) => changePenSettings(db, requestActor(req), req.body),
  );

  app.get(
    '/api/auth/pens/:penId',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'One of your pens',
        params: PenParams,
        response: { 200: Pen, ...readErrors },
      },
    },
    (req) => getPen(db, requestActor(req), req.params.penId),
  );

  app.patch(
    '/api/auth/pens/:penId',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Change one of your pens; archived true puts it away (clean it first), false back',
        params: PenParams,
        body: PenPatch,
        response: { 200: Pen, ...writeErrors },
      },
    },
    (req) => changePen(db, requestActor(req), req.params.penId, req.body),
  );
}

function inkingRoutes(app: AppInstance, ports: PenPorts): void {
  const db = app.db;

  app.get(
    '/api/auth/inkings',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'Your pairings (?state=current|past|all, penId, inkId), newest first, 50 a page',
        querystring: InkingListQuery,
        response: { 200: InkingList, ...readErrors },
      },
    },
    (req) => myInkings(db, requestActor(req), req.query),
  );

  app.post(
    '/api/auth/inkings',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary:
          'Ink one of your pens; an ink you do not own joins your ink-ventory (addAs bottle or sample)',
        body: InkingBody,
        response: { 201: InkingCreated, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createInking({ db, ...ports }, requestActor(req), req.body)),
  );

  app.patch(
    '/api/auth/inkings/:inkingId',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: "Correct a pairing's dates, refills or note",
        params: InkingParams,
        body: InkingPatch,
        response: { 200: Inking, ...writeErrors },
      },
    },
    (req) => changeInking(db, requestActor(req), req.params.inkingId, req.body),
  );

  app.delete(
    '/api/auth/inkings/:inkingId',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Delete a pairing entered by mistake, with its diary days',
        params: InkingParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await removeInking(db, requestActor(req), req.params.inkingId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/inkings/:inkingId/refill',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Refill the pen with the same ink {day?}',
        params: InkingParams,
        body: DayBody,
        response: { 200: Inking, ...writeErrors },
      },
    },
    (req) => refill(db, requestActor(req), req.params.inkingId, req.body),
  );

  app.post(
    '/api/auth/inkings/:inkingId/clean',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'The pen is cleaned {day?}: the pairing ends',
        params: InkingParams,
        body: DayBody,
        response: { 200: Inking, ...writeErrors },
      },
    },
    (req) => clean(db, requestActor(req), req.params.inkingId, req.body),
  );

  app.post(
    '/api/auth/inkings/:inkingId/uses',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Mark a day used (today unless said; within the pairing; once a day)',
        params: InkingParams,
        body: UseBody,
        response: { 201: Use, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await markUse(db, requestActor(req), req.params.inkingId, req.body)),
  );

  app.post(
    '/api/auth/pens/:penId/uses',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: "Mark a dip pen's or brush's use with an ink (once a day per ink)",
        params: PenParams,
        body: DirectUseBody,
        response: { 201: Use, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await markDirectUse(db, requestActor(req), req.params.penId, req.body)),
  );
}

function diaryRoutes(app: AppInstance): void {
  const db = app.db;

  app.patch(
    '/api/auth/uses/:useId',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: "Change a diary day's note",
        params: UseParams,
        body: UsePatch,
        response: { 200: Use, ...writeErrors },
      },
    },
    (req) => changeUseNote(db, requestActor(req), req.params.useId, req.body.note),
  );

  app.delete(
    '/api/auth/uses/:useId',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Take a day out of your diary',
        params: UseParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await removeUse(db, requestActor(req), req.params.useId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/diary',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'Your diary from a day to a day (at most a year), by pen or ink',
        querystring: DiaryQuery,
        response: { 200: Diary, ...readErrors },
      },
    },
    (req) => diary(db, requestActor(req), req.query),
  );
}

/** What anyone sees: public pens, never a private one, and counts that name no one. */
function publicPenRoutes(app: AppInstance): void {
  const db = app.db;

  app.get(
    '/api/users/:username/pens',
    {
      config: { access: 'public', token: 'read', etag: true },
      schema: {
        tags,
        summary: "A member's public pens and what is inked in them",
        params: UsernameParams,
        response: { 200: PublicPenList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => publicPens(db, req.params.username),
  );

  app.get(
    '/api/inks/:id/usage',
    {
      config: { access: 'public', token: 'read', etag: true },
      schema: {
        tags,
        summary:
          'Members with a public pen inked with this ink now, and days it was used this month',
        params: IdParams,
        response: { 200: InkUsage, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => inkUsage(db, req.params.id),
  );
}
