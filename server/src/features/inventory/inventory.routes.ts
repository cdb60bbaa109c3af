import {
  CollectionStats,
  entryTag,
  ErrorBody,
  IdParams,
  InventoryBody,
  InventoryEntries,
  InventoryEntry,
  InventoryEntryOrNull,
  InventoryKindQuery,
  MyInventory,
  MyInventoryQuery,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { signedInUser } from '#src/lib/access.ts';
import type { BadgeCheck } from '#src/shared/member-links/member-links.queries.ts';
import {
  addEntry,
  collectionStats,
  getEntry,
  listEntries,
  myInventory,
  removeEntry,
  replaceEntry,
} from './inventory.service.ts';

/** The refusals of a change that takes If-Match: a member's write's, and 412 (ADR 089). */
const preconditionErrors = { ...writeErrors, 412: ErrorBody };

/**
 * The ink-ventory of spec §7: GET, POST, PUT, DELETE /api/inks/{id}/collection (the
 * signed-in member's entry for one ink) and GET /api/inks/{id}/collection-stats.
 *
 * ADR 089: the entry's answers carry its tag as `ETag` (entryTag: its updatedAt, quoted), and
 * PUT and DELETE take an optional `If-Match` (the tags the client holds, or `*`): when it
 * does not hold for the entry, 412 `precondition_failed` and nothing changes. It is asked in
 * the service, after the access and CSRF checks every change passes, as every refusal is.
 */
export function inventoryRoutes(app: AppInstance, ports: { badges: BadgeCheck }): void {
  app.get(
    '/api/auth/inventory',
    {
      config: { access: 'user', personal: true, token: 'read' },
      schema: {
        tags: ['inventory'],
        summary:
          'My whole ink-ventory: by status, searched, sorted (added, name, brand, hue, rating)',
        querystring: MyInventoryQuery,
        response: { 200: MyInventory, 400: ErrorBody, 401: ErrorBody },
      },
    },
    (req) => myInventory(app.db, signedInUser(req).id, req.query),
  );

  app.get(
    '/api/inks/:id/collection',
    {
      config: { access: 'user', token: 'read', recordTag: true },
      schema: {
        tags: ['inventory'],
        summary:
          'My entry for this ink of ?kind= (without it, my first: bottle, sample, cartridge, swab), or null',
        params: IdParams,
        querystring: InventoryKindQuery,
        response: { 200: InventoryEntryOrNull, ...writeErrors },
      },
    },
    async (req, reply) => {
      const entry = await getEntry(app.db, signedInUser(req).id, req.params.id, req.query.kind);
      if (entry) void reply.header('etag', entryTag(entry.updatedAt));
      return entry;
    },
  );

  app.get(
    '/api/inks/:id/collection/entries',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags: ['inventory'],
        summary: 'All my entries for this ink, one per kind (bottle, sample, cartridge, swab)',
        params: IdParams,
        response: { 200: InventoryEntries, ...writeErrors },
      },
    },
    (req) => listEntries(app.db, signedInUser(req).id, req.params.id),
  );

  app.post(
    '/api/inks/:id/collection',
    {
      config: { access: 'user', token: 'write', recordTag: true },
      schema: {
        tags: ['inventory'],
        summary:
          'Add this ink to my ink-ventory as a kind (409 when I hold that kind of it already)',
        params: IdParams,
        body: InventoryBody,
        response: { 201: InventoryEntry, ...writeErrors },
      },
    },
    async (req, reply) => {
      const entry = await addEntry(
        app.db,
        signedInUser(req).id,
        req.params.id,
        req.body,
        ports.badges,
      );
      return reply.code(201).header('etag', entryTag(entry.updatedAt)).send(entry);
    },
  );

  app.put(
    '/api/inks/:id/collection',
    {
      config: { access: 'user', token: 'write', recordTag: true, ifMatch: true },
      schema: {
        tags: ['inventory'],
        summary:
          'Change my entry for this ink of ?kind= (without it, my first): every field as given; a kind in the body moves it (409 when I hold that kind already); with If-Match, only while the entry is as I last saw it (412 otherwise)',
        params: IdParams,
        querystring: InventoryKindQuery,
        body: InventoryBody,
        response: { 200: InventoryEntry, ...preconditionErrors },
      },
    },
    async (req, reply) => {
      const entry = await replaceEntry(
        app.db,
        signedInUser(req).id,
        req.params.id,
        req.query.kind,
        req.body,
        ports.badges,
        req.headers['if-match'],
      );
      return reply.header('etag', entryTag(entry.updatedAt)).send(entry);
    },
  );

  app.delete(
    '/api/inks/:id/collection',
    {
      config: { access: 'user', token: 'write', ifMatch: true },
      schema: {
        tags: ['inventory'],
        summary:
          'Remove my entry for this ink of ?kind= (without it, my first); with If-Match, only while the entry is as I last saw it (412 otherwise)',
        params: IdParams,
        querystring: InventoryKindQuery,
        response: { 204: z.null(), ...preconditionErrors },
      },
    },
    async (req, reply) => {
      await removeEntry(
        app.db,
        signedInUser(req).id,
        req.params.id,
        req.query.kind,
        req.headers['if-match'],
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/inks/:id/collection-stats',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['inventory'],
        summary: 'How many members own, tried, wish for or want to try this ink',
        params: IdParams,
        response: { 200: CollectionStats, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => collectionStats(app.db, req.params.id),
  );
}
