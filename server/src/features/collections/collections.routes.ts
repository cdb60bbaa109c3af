import {
  Collection,
  CollectionBody,
  CollectionDetail,
  CollectionInkBody,
  CollectionItem,
  CollectionList,
  CollectionListQuery,
  CollectionOrderBody,
  CollectionParams,
  CollectionPatch,
  CollectionsStats,
  ErrorBody,
  IdParams,
  MyCollectionsQuery,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/lib/access.ts';
import {
  addInk,
  changeCollection,
  collectionDetail,
  collectionsStats,
  createCollection,
  deleteCollection,
  listPublic,
  myCollections,
  removeInk,
  reorder,
  type CollectionPorts,
} from './collections.service.ts';

const readErrors = { 400: ErrorBody, 404: ErrorBody };

/**
 * Named collections (spec §7, decisions.md "Calls beyond the spec's table"): the member's
 * own under /api/auth/collections; anyone's public ones under /api/collections.
 */
export function collectionRoutes(app: AppInstance, ports: CollectionPorts): void {
  memberCollectionRoutes(app);
  collectionInkRoutes(app, ports);
  publicCollectionRoutes(app);
}

/** The member's own collections: list, create, change, delete. */
function memberCollectionRoutes(app: AppInstance): void {
  const db = app.db;

  app.get(
    '/api/auth/collections',
    {
      config: { access: 'user', personal: true, token: 'read' },
      schema: {
        tags: ['collections'],
        summary: 'Your collections (private ones too); with inkId, which hold that ink',
        querystring: MyCollectionsQuery,
        response: { 200: CollectionList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    (req) => myCollections(db, requestActor(req), req.query.inkId),
  );

  app.post(
    '/api/auth/collections',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags: ['collections'],
        summary: 'Create a collection {name, description?, isPublic? (default true)}',
        body: CollectionBody,
        response: { 201: Collection, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createCollection(db, requestActor(req), req.body)),
  );

  app.patch(
    '/api/auth/collections/:id',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags: ['collections'],
        summary: 'Rename, describe, or make public or private one of your collections',
        params: IdParams,
        body: CollectionPatch,
        response: { 200: Collection, ...writeErrors },
      },
    },
    (req) => changeCollection(db, requestActor(req), req.params.id, req.body),
  );

  app.delete(
    '/api/auth/collections/:id',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags: ['collections'],
        summary: 'Delete one of your collections (your ink-ventory stays)',
        params: IdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await deleteCollection(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** The inks of the member's collection: add (with an ink-ventory status), take out, order. */
function collectionInkRoutes(app: AppInstance, ports: CollectionPorts): void {
  const db = app.db;
  app.post(
    '/api/auth/collections/:collectionId/inks/:inkId',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags: ['collections'],
        summary: 'Add an ink to your collection {status, notes}; sets your ink-ventory entry',
        params: CollectionParams,
        body: CollectionInkBody,
        response: { 201: CollectionItem, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await addInk(
            { db, ...ports },
            requestActor(req),
            req.params.collectionId,
            req.params.inkId,
            req.body,
          ),
        ),
  );

  app.delete(
    '/api/auth/collections/:collectionId/inks/:inkId',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags: ['collections'],
        summary: 'Take an ink out of your collection (your ink-ventory stays)',
        params: CollectionParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await removeInk(db, requestActor(req), req.params.collectionId, req.params.inkId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/auth/collections/:id/order',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags: ['collections'],
        summary: "Put your collection's inks in a new order (every ink once)",
        params: IdParams,
        body: CollectionOrderBody,
        response: { 200: CollectionDetail, ...writeErrors },
      },
    },
    (req) => reorder(db, requestActor(req), req.params.id, req.body.inkIds),
  );
}

/** Anyone's public collections. */
function publicCollectionRoutes(app: AppInstance): void {
  const db = app.db;
  app.get(
    '/api/collections',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['collections'],
        summary: 'Public collections (of one member with ?user=), recently changed first',
        querystring: CollectionListQuery,
        response: { 200: CollectionList, 400: ErrorBody },
      },
    },
    (req) => listPublic(db, req.query.user),
  );

  app.get(
    '/api/collections/stats',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['collections'],
        summary: 'Public collections, their curators and the inks they hold',
        response: { 200: CollectionsStats },
      },
    },
    () => collectionsStats(db),
  );

  app.get(
    '/api/collections/:id',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['collections'],
        summary: "A collection with its inks; a private one is its owner's alone (404)",
        params: IdParams,
        response: { 200: CollectionDetail, ...readErrors },
      },
    },
    (req) => collectionDetail(db, req.actor ?? null, req.params.id),
  );
}
