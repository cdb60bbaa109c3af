import { Trans, useLingui } from '@lingui/react/macro';
import type { InventoryStatus } from '@inklore/contract/shared/members.rules';
import { deltaEBand } from '@inklore/contract/color/color.rules';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { formatShortDate } from '#src/lib/dates.ts';
import { formatNumber } from '#src/lib/format.ts';
import { useHead } from '#src/lib/head.ts';
import { kindWord, statusWord } from '#src/lib/inventory-words.ts';
import { Link } from '#src/lib/router.tsx';
import { useInBrowser } from '#src/lib/use-in-browser.ts';
import { flushQueue, queueChange } from '../queue.ts';
import { labsOf, nearestByColour, normalHex, searchByName } from '../search.ts';
import type { CatalogueIndex, IndexRow, InkBrief, Mine } from '../store.ts';
import { useOfflineData } from '../use-offline-data.ts';
import { useOfflineStatus } from '../status.ts';
import { WaitingChanges } from '../components/waiting-changes.tsx';
import { MyInkRow } from '../components/my-ink-row.tsx';

/** How many catalogue inks a search lists, and how many of mine and of the catalogue by colour. */
const CATALOGUE_LIMIT = 20;
const NEAREST_MINE = 5;
const NEAREST_CATALOGUE = 8;
/** From this ΔE00 on, none of the member's inks is "very close" (contract's deltaEBand). */
const CLOSE_DELTA_E = 5;

type MyItem = Mine['inventory'][number];
const myView = (i: MyItem) => ({ brand: i.ink.brand, name: i.ink.name });
const rowView = (r: IndexRow) => ({ brand: r[1], name: r[2] });
const briefOf = (r: IndexRow): InkBrief => ({
  id: r[0],
  brand: r[1],
  name: r[2],
  colorHex: `#${r[3]}`,
});

/**
 * The index's colours as CIELAB, worked out once per saved index (about 0.6 s for 50,000 inks
 * on a phone: bench:offline) and only when a colour is first searched.
 */
let indexLabs: { savedAt: string; labs: ReturnType<typeof labsOf> } | null = null;
function labOfIndex(index: CatalogueIndex) {
  if (indexLabs?.savedAt !== index.savedAt)
    indexLabs = { savedAt: index.savedAt, labs: labsOf(index.inks.map((r) => r[3])) };
  const { labs } = indexLabs;
  return (_: IndexRow, i: number) => labs[i] ?? null;
}

function useDifferenceWords() {
  const { t } = useLingui();
  return (deltaE: number) => {
    const band = deltaEBand(deltaE);
    const rounded = deltaE.toFixed(1);
    if (band === 'virtually the same') return t`ΔE ${rounded}: virtually the same`;
    if (band === 'very close') return t`ΔE ${rounded}: very close`;
    if (band === 'same family') return t`ΔE ${rounded}: same family`;
    return t`ΔE ${rounded}: different`;
  };
}

/**
 * "Do I own this?" (ADR 089): the member's inks and the catalogue's index, searched on the
 * device by name and by colour, with or without a network; changes made here are queued and
 * sent when it returns. The data is IndexedDB's (store.ts), never the network's.
 */
export default function OwnCheckPage() {
  const { t } = useLingui();
  useHead(
    t`Do I own this?`,
    t`Search your own inks and the catalogue by name or colour, even with no signal.`,
  );
  const inBrowser = useInBrowser();
  const user = useCurrentUser();
  const { online } = useOfflineStatus();
  const { loaded, mine: stored, index, queue } = useOfflineData();
  // a copy is shown to its member, or while offline (who is signed in cannot be asked)
  const mine =
    stored && (user.data?.id === stored.userId || (!online && user.data === undefined))
      ? stored
      : undefined;
  const [text, setText] = useState('');
  const [colour, setColour] = useState('');
  const query = useDeferredValue(text);
  const hex = normalHex(useDeferredValue(colour));
  const nameId = useId();
  const colourId = useId();
  const pickerId = useId();
  const words = useDifferenceWords();

  const inventory = useMemo(() => mine?.inventory ?? [], [mine]);
  // "do I own one that looks like it?" is about the inks they own, not those they wish for
  const owned = useMemo(() => inventory.filter((i) => i.entry.status === 'owned'), [inventory]);
  const myLabs = useMemo(() => labsOf(owned.map((i) => i.ink.colorHex)), [owned]);
  // (this member's changes only: another's, left by a race, are never shown)
  const myQueue = useMemo(
    () => (mine ? queue.filter((c) => c.userId === mine.userId) : []),
    [mine, queue],
  );
  const held = useMemo(() => {
    const byInk = new Map<number, MyItem[]>();
    for (const item of inventory) byInk.set(item.ink.id, [...(byInk.get(item.ink.id) ?? []), item]);
    return byInk;
  }, [inventory]);
  const waiting = useMemo(
    () => new Set(myQueue.filter((c) => c.state === 'waiting').map((c) => `${c.inkId}:${c.kind}`)),
    [myQueue],
  );

  const searching = query.trim() !== '' || hex !== null;
  const myMatches = hex
    ? nearestByColour(owned, hex, (_, i) => myLabs[i] ?? null, NEAREST_MINE)
    : searchByName(inventory, query, myView).map((item) => ({ item, deltaE: null }));
  const catalogueMatches =
    !index || !searching
      ? []
      : hex
        ? nearestByColour(index.inks, hex, labOfIndex(index), NEAREST_CATALOGUE)
        : searchByName(index.inks, query, rowView, CATALOGUE_LIMIT).map((item) => ({
            item,
            deltaE: null,
          }));

  const change = async (
    ink: InkBrief,
    kind: MyItem['entry']['kind'],
    body: Parameters<typeof queueChange>[3],
  ) => {
    if (!mine) return;
    await queueChange(mine.userId, ink, kind, body);
    if (navigator.onLine) await flushQueue(mine.userId).catch(() => 0);
  };
  const add = (ink: InkBrief, status: InventoryStatus) => void change(ink, 'bottle', { status });

  const wishlist = inventory.filter((i) => i.entry.status === 'wishlist');
  const inked = (mine?.pens ?? []).filter((p) => p.inking);

  return (
    <div className="mx-auto max-w-[960px] px-4 pt-6 pb-24 sm:px-6">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Do I own this?` }]} />
      <h1 className="mt-3 text-3xl sm:text-4xl">
        <Trans>Do I own this?</Trans>
      </h1>
      <p className="mt-2 max-w-prose text-muted">
        <Trans>
          Search your inks and the whole catalogue by name or by a colour. It works with no signal:
          this device keeps a copy, and changes made offline are sent when the network returns.
        </Trans>
      </p>

      <p className="mt-3 text-sm text-muted" data-testid="saved-note">
        {!inBrowser || !loaded ? (
          <Trans>Reading what this device has saved…</Trans>
        ) : mine ? (
          <Trans>
            Your inks were saved on this device {formatShortDate(mine.savedAt)},{' '}
            {new Date(mine.savedAt).toLocaleTimeString()}.
          </Trans>
        ) : user.data === null || (!user.data && online) ? (
          <Trans>
            <Link to="/login?next=%2Fdo-i-own-this" className="font-medium text-primary underline">
              Sign in
            </Link>{' '}
            while online, and your inks are kept on this device for when there is no signal.
          </Trans>
        ) : (
          <Trans>
            Your inks have not been saved on this device yet: open this page once while online.
          </Trans>
        )}{' '}
        {index ? (
          <Trans>
            The catalogue's index ({formatNumber(index.inks.length)} inks) was saved{' '}
            {formatShortDate(index.savedAt)}.
          </Trans>
        ) : null}
        {index?.capped ? (
          <>
            {' '}
            <Trans>
              It holds the most owned {formatNumber(index.inks.length)} of{' '}
              {formatNumber(index.total)} inks.
            </Trans>
          </>
        ) : null}
      </p>

      <WaitingChanges queue={myQueue} />

      <form
        role="search"
        className="mt-5 grid gap-3 rounded-2xl border border-rule bg-surface p-4 sm:grid-cols-[1fr_auto]"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={nameId} className="text-sm font-medium">
            <Trans>Name or brand</Trans>
          </label>
          <input
            id={nameId}
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value) setColour('');
            }}
            className={inputClass}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={colourId} className="text-sm font-medium">
            <Trans>Or a colour (hex)</Trans>
          </label>
          <div className="flex gap-2">
            <input
              id={colourId}
              value={colour}
              onChange={(e) => {
                setColour(e.target.value);
                if (e.target.value) setText('');
              }}
              placeholder="#2a4d8f"
              className={`${inputClass} w-32 font-mono`}
              autoComplete="off"
              spellCheck={false}
            />
            <label htmlFor={pickerId} className="sr-only">
              <Trans>Pick a colour</Trans>
            </label>
            <input
              id={pickerId}
              type="color"
              value={hex ?? '#2a4d8f'}
              onChange={(e) => {
                setColour(e.target.value);
                setText('');
              }}
              className="h-11 w-12 cursor-pointer rounded-lg border border-rule bg-surface"
            />
          </div>
        </div>
      </form>

      <p className="sr-only" aria-live="polite">
        {searching
          ? t`Your inks: ${myMatches.length}. In the catalogue: ${catalogueMatches.length}.`
          : ''}
      </p>
      {searching && (
        <div className="mt-6 grid gap-8">
          <section aria-labelledby="mine-title">
            <h2 id="mine-title" className="text-xl">
              {hex ? <Trans>Nearest of the inks you own</Trans> : <Trans>Your inks</Trans>}
            </h2>
            {!mine ? (
              <p className="mt-2 text-muted">
                <Trans>No inks of yours are saved on this device.</Trans>
              </p>
            ) : myMatches.length === 0 ? (
              <p className="mt-2 text-muted" data-testid="mine-none">
                <Trans>None of your inks matches. You do not own it.</Trans>
              </p>
            ) : (
              <>
                {hex && (myMatches[0]?.deltaE ?? 0) >= CLOSE_DELTA_E ? (
                  <p className="mt-2" data-testid="nothing-close">
                    <Trans>
                      Nothing of yours is very close to this colour: the nearest is{' '}
                      {words(myMatches[0]?.deltaE ?? 0)}.
                    </Trans>
                  </p>
                ) : null}
                <ul className="mt-3 grid gap-2" data-testid="mine-results">
                  {myMatches.map(({ item, deltaE }) => (
                    <MyInkRow
                      key={`${item.ink.id}:${item.entry.kind}`}
                      item={item}
                      note={deltaE === null ? null : words(deltaE)}
                      waiting={waiting.has(`${item.ink.id}:${item.entry.kind}`)}
                      onChange={(body) => void change(item.ink, item.entry.kind, body)}
                    />
                  ))}
                </ul>
              </>
            )}
          </section>

          <section aria-labelledby="catalogue-title">
            <h2 id="catalogue-title" className="text-xl">
              {hex ? <Trans>Nearest in the catalogue</Trans> : <Trans>In the catalogue</Trans>}
            </h2>
            {!index ? (
              <p className="mt-2 text-muted">
                <Trans>The catalogue's index is not saved on this device yet.</Trans>
              </p>
            ) : catalogueMatches.length === 0 ? (
              <p className="mt-2 text-muted">
                <Trans>No ink in the catalogue matches.</Trans>
              </p>
            ) : (
              <ul className="mt-3 grid gap-2" data-testid="catalogue-results">
                {catalogueMatches.map(({ item: row, deltaE }) => {
                  const ink = briefOf(row);
                  const mineOf = held.get(ink.id) ?? [];
                  return (
                    <li
                      key={ink.id}
                      className="flex flex-wrap items-center gap-3 rounded-xl border border-rule bg-surface p-3"
                    >
                      <Swab hex={ink.colorHex} seed={ink.id} className="size-10 shrink-0" />
                      <div className="min-w-0 flex-1 basis-44">
                        <p className="font-medium">
                          <Link to={`/ink/${ink.id}`} className="hover:text-primary">
                            {ink.name}
                          </Link>
                        </p>
                        <p className="text-sm text-muted">
                          {ink.brand}
                          {deltaE !== null ? ` · ${words(deltaE)}` : ''}
                        </p>
                      </div>
                      {mineOf.length > 0 ? (
                        <Badge tone="primary">
                          <Trans>
                            Yours:{' '}
                            {mineOf
                              .map(
                                (i) => `${statusWord(i.entry.status)} (${kindWord(i.entry.kind)})`,
                              )
                              .join(', ')}
                          </Trans>
                        </Badge>
                      ) : mine ? (
                        <div className="flex gap-2">
                          <button
                            type="button"
                            className={buttonClass('secondary', 'sm')}
                            onClick={() => add(ink, 'wishlist')}
                          >
                            <Trans>Add to wishlist</Trans>
                            <span className="sr-only">: {ink.name}</span>
                          </button>
                          <button
                            type="button"
                            className={buttonClass('secondary', 'sm')}
                            onClick={() => add(ink, 'owned')}
                          >
                            <Trans>I own it</Trans>
                            <span className="sr-only">: {ink.name}</span>
                          </button>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      )}

      {mine && !searching && (
        <div className="mt-8 grid gap-8">
          <section aria-labelledby="all-title">
            <h2 id="all-title" className="text-xl">
              <Trans>My ink-ventory ({formatNumber(inventory.length - wishlist.length)})</Trans>
            </h2>
            <ul className="mt-3 grid gap-2" data-testid="my-inks">
              {inventory
                .filter((i) => i.entry.status !== 'wishlist')
                .map((item) => (
                  <MyInkRow
                    key={`${item.ink.id}:${item.entry.kind}`}
                    item={item}
                    note={null}
                    waiting={waiting.has(`${item.ink.id}:${item.entry.kind}`)}
                    onChange={(body) => void change(item.ink, item.entry.kind, body)}
                  />
                ))}
            </ul>
          </section>
          <section aria-labelledby="wish-title">
            <h2 id="wish-title" className="text-xl">
              <Trans>My wishlist ({formatNumber(wishlist.length)})</Trans>
            </h2>
            <ul className="mt-3 grid gap-2" data-testid="my-wishlist">
              {wishlist.map((item) => (
                <MyInkRow
                  key={`${item.ink.id}:${item.entry.kind}`}
                  item={item}
                  note={null}
                  waiting={waiting.has(`${item.ink.id}:${item.entry.kind}`)}
                  onChange={(body) => void change(item.ink, item.entry.kind, body)}
                />
              ))}
            </ul>
          </section>
          {inked.length > 0 && (
            <section aria-labelledby="inked-title">
              <h2 id="inked-title" className="text-xl">
                <Trans>Currently inked</Trans>
              </h2>
              <ul className="mt-3 grid gap-2">
                {inked.map((pen) =>
                  pen.inking ? (
                    <li
                      key={pen.id}
                      className="flex items-center gap-3 rounded-xl border border-rule bg-surface p-3"
                    >
                      <Swab
                        hex={pen.inking.ink.colorHex}
                        seed={pen.inking.ink.id}
                        className="size-10 shrink-0"
                      />
                      <p>
                        <span className="font-medium">
                          {[pen.brand, pen.model].filter(Boolean).join(' ')}
                        </span>
                        <span className="block text-sm text-muted">
                          {pen.inking.ink.brand} {pen.inking.ink.name}
                        </span>
                      </p>
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          )}
          {mine.collections.length > 0 && (
            <section aria-labelledby="collections-title">
              <h2 id="collections-title" className="text-xl">
                <Trans>My collections</Trans>
              </h2>
              <ul className="mt-3 grid gap-2">
                {mine.collections.map((c) => (
                  <li key={c.id} className="rounded-xl border border-rule bg-surface p-3">
                    <details>
                      <summary className="cursor-pointer font-medium">
                        {c.name}{' '}
                        <span className="text-sm font-normal text-muted">
                          ({formatNumber(c.inkCount)})
                        </span>
                      </summary>
                      <ul className="mt-2 grid gap-1 text-sm">
                        {c.inks.map((ink) => (
                          <li key={ink.id} className="flex items-center gap-2">
                            <Swab hex={ink.colorHex} seed={ink.id} className="size-5 shrink-0" />
                            {ink.brand} {ink.name}
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
