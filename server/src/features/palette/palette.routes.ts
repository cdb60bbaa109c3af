import { ErrorBody, Palette, UsernameParams } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { palette, type PalettePorts } from './palette.service.ts';

/**
 * GET /api/users/{username}/palette (docs/api.md "A member's palette"): the hue–lightness
 * wheel and its gaps.
 */
export function paletteRoutes(app: AppInstance, ports: PalettePorts): void {
  app.get(
    '/api/users/:username/palette',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['palette'],
        summary:
          "A member's owned inks by hue and lightness, and the colours they own none of (404 unless their owned inks are public, or yours)",
        description:
          "The owned inks are those the profile's palette shows with 'Show my ink colours on my profile' (ADR 039): another member sees them only when that is on, the member always. Each gap is a region of a fixed grid (12 hue sectors of 30 degrees of the CIE LCh hue angle, each light, mid or dark; black and grey for the neutrals) where the catalogue has inks and the member owns none, with the 3 catalogue inks of the region nearest its centre and how many members offer samples of each.",
        params: UsernameParams,
        response: { 200: Palette, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => palette(app.db, req.actor, req.params.username, ports),
  );
}
