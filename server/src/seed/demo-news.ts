/**
 * Demo stories for a new site. Each says plainly that it is a demo; none states facts about
 * a real ink beyond what the catalogue's sources record.
 */
export type DemoStory = {
  title: string;
  excerpt: string;
  body: string;
  cover_image_url: string | null;
  featured: boolean;
};

const DEMO_NOTE =
  '*This is a demo story that comes with a new Inklore site. Moderators can edit or remove it.*';

export const DEMO_NEWS: DemoStory[] = [
  {
    title: 'Colour families, explained (demo)',
    excerpt:
      'Why an ink you call teal may sit under Blue: how Inklore sorts every ink into one of thirteen colour families.',
    featured: false,
    cover_image_url: null,
    body: `${DEMO_NOTE}

Every ink in the catalogue belongs to one **colour family**: Black, Blue, Brown, Green,
Grey/Silver, Orange, Pink, Purple, Red, Teal, Yellow/Gold, White or Other. The family is
what the colour filter on the Browse page matches.

For the demo catalogue the family was worked out from each ink's swatch colour by a fixed
rule: lightness and chroma in CIELAB first (very dark and muted is Black, very light and
muted is White, muted warm tones are Brown), then the hue decides the rest.

A rule is only a starting point. Borderline inks, such as crimson inks named "pink" or
brown-blacks, may land in a family you would not choose.`,
  },
  {
    title: 'How to read a swatch (demo)',
    excerpt:
      'A swab of ink on paper shows more than one colour. What to look for: shading, sheen and the paper underneath.',
    featured: false,
    cover_image_url: null,
    body: `${DEMO_NOTE}

A swatch is a swab of ink on paper, usually made with a cotton bud or a glass pen so the
ink pools in places and runs thin in others. Where it pools you see the deepest tone;
where it runs thin, the lightest. The difference between the two is what people call
**shading**.

Some inks leave a different colour on top where they dry thickly: that is **sheen**.
Others carry fine particles that glint: **shimmer**.

The paper matters as much as the ink. Bright white, cream and coated papers can make the
same ink look like three. When you share a swatch, say which paper you used.`,
  },
  {
    title: 'Make it yours: images, votes, comments and your ink-ventory (demo)',
    excerpt:
      'With an account you can add swatches and handwriting, vote, comment, and keep your own ink-ventory and collections.',
    featured: false,
    cover_image_url: null,
    body: `${DEMO_NOTE}

Browsing needs no account. With one (and a verified email address) the catalogue becomes
yours too:

- **Community images**: upload your swatches and handwriting samples on an ink's page, and
  vote for the ones that show an ink best.
- **Comments**: one thoughtful note per ink from each member.
- **My Ink-ventory**: keep track of what you own, what you have tried and what is on your
  wishlist; move in from Fountain Pen Companion with its CSV export.
- **Collections**: named lists of inks, private or shared by link.
- **Share a discovery**: an ink the catalogue lacks goes to the moderators, and joins the
  catalogue once they approve it.

Members' votes on images and properties count once an account has been around for a day:
the community's data is steered by people, not by accounts made in a hurry.`,
  },
  {
    title: 'Where the catalogue\u2019s colours come from (demo)',
    excerpt:
      'The 828 inks in the demo catalogue come from two openly published datasets. Here is who made them and how to read them.',
    featured: true,
    cover_image_url: null,
    body: `${DEMO_NOTE}

The demo catalogue holds 828 inks from 67 brands, merged from two public datasets:

1. **Wilder Writes** by Edd Wilder-James (wilderwrites.ink): colours averaged from the
   author's scanned swatches, published under the GPL-3.0.
2. **inkdb-data** by Pomax: an open dataset of inks and their colours from 2014 and 2015,
   offered on share-alike terms.

Each ink page names its source. A swatch average is not the ink itself: shimmer and sheen
inks come out lighter and greyer than they look in writing, and some older samples are
darker than the ink in a pen. Properties such as shading or water resistance are shown
only where a source records them.`,
  },
  {
    title: 'Welcome to Inklore (demo)',
    excerpt:
      'Inklore is a community database of fountain pen inks: where every ink tells its story. Here is what you can do today.',
    featured: true,
    cover_image_url: null,
    body: `${DEMO_NOTE}

Inklore is a home for fountain pen inks and the people who love them.

Today you can **browse** the catalogue by brand, colour family and property, **search**
by name, line or brand (start typing: "kon pe" finds Kon-peki), and open any ink to see
its swatch colour and where the data came from.

Inklore is free software under the GNU AGPL. If you run your own copy, you share your
changes with your members.`,
  },
];
