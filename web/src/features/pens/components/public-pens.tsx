import { Trans, useLingui } from '@lingui/react/macro';
import { penName } from '@inklore/contract/pens/pens.rules';
import { useQuery } from '@tanstack/react-query';
import { Card } from '#src/components/card.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { Link } from '#src/lib/router.tsx';
import { publicPensOptions, type PublicPen } from '../api/pens.ts';
import { longDay } from '../days.ts';
import { penKindWord } from '#src/lib/pen-words.ts';

function Item({ pen }: { pen: PublicPen }) {
  const { t } = useLingui();
  const nib = [pen.nibSize, pen.nibGrind].filter(Boolean).join(' ');
  const inkName = pen.inkedWith?.name;
  const date = pen.inkedOn ? longDay(pen.inkedOn) : null;
  const since = date ? t`since ${date}` : null;
  const facts = [
    penKindWord(pen.kind),
    nib && t`${nib} nib`,
    [pen.color, pen.material].filter(Boolean).join(' '),
  ].filter(Boolean);
  return (
    <li className="flex gap-3 border-t border-rule py-3 first:border-t-0">
      {pen.inkedWith ? (
        <Swab
          hex={pen.inkedWith.colorHex}
          seed={pen.inkedWith.id}
          className="mt-0.5 h-9 w-12 shrink-0"
        />
      ) : (
        <span
          aria-hidden="true"
          className="mt-0.5 h-9 w-12 shrink-0 rounded-lg border border-dashed border-rule"
        />
      )}
      <div className="min-w-0">
        <p className="font-medium break-words">{penName(pen)}</p>
        <p className="text-sm text-muted">{facts.join(' · ')}</p>
        {pen.inkedWith && (
          <p className="text-sm">
            <Trans>
              Inked with{' '}
              <Link to={`/ink/${pen.inkedWith.id}`} className="link">
                {inkName}
              </Link>
            </Trans>
            <span className="text-muted">
              {' '}
              · {pen.inkedWith.brand}
              {since && ` · ${since}`}
            </span>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * A member's public profile: the pens they made public and what is inked in them (GET
 * /api/users/{username}/pens); nothing at all when there are none, or they could not be had.
 */
export function PublicPens({ username, name }: { username: string; name: string }) {
  const { t } = useLingui();
  const query = useQuery(publicPensOptions(username));
  if (!query.data || query.data.length === 0) return null;
  return (
    <Card title={t`Pens`} id="pens">
      <ul aria-label={t`${name}’s pens`}>
        {query.data.map((pen) => (
          <Item key={pen.id} pen={pen} />
        ))}
      </ul>
    </Card>
  );
}
