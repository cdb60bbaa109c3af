import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerBy } from '#test/fetch-kit.ts';
import { person, renderWith } from '#test/gallery-kit.tsx';
import { KONPEKI } from '#test/pens-kit.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { dismissToast } from '#src/lib/toast.ts';
import { penKeys } from '../api/pens.ts';
import InkUsageLine, { usageText } from './ink-usage.tsx';
import { PenSettingsCard } from './pen-settings-card.tsx';
import { PublicPens } from './public-pens.tsx';

beforeEach(() => setCsrfToken('tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

describe('the ink page’s line on pens', () => {
  it('counts members and days, leaving out what is 0', () => {
    expect(usageText(3, 12)).toBe('Currently inked by 3 members · Used on 12 days this month');
    expect(usageText(1, 0)).toBe('Currently inked by 1 member');
    expect(usageText(0, 1)).toBe('Used on 1 day this month');
    expect(usageText(0, 0)).toBeNull();
  });

  it('shows the counts of GET /api/inks/{id}/usage, and nothing when both are 0', async () => {
    answerBy({
      'GET /api/inks/7/usage': { status: 200, body: { currentlyInked: 2, daysThisMonth: 5 } },
    });
    const { unmount } = renderWith(<InkUsageLine inkId={7} />, null);
    expect(
      await screen.findByText('Currently inked by 2 members · Used on 5 days this month'),
    ).toBeTruthy();
    unmount();
    answerBy({
      'GET /api/inks/7/usage': { status: 200, body: { currentlyInked: 0, daysThisMonth: 0 } },
    });
    const { container, qc } = renderWith(<InkUsageLine inkId={7} />, null);
    await waitFor(() => expect(qc.getQueryData(penKeys.usage(7))).toBeDefined());
    expect(container.textContent).toBe('');
  });
});

describe('a public profile’s pens', () => {
  it('lists the public pens with what is in them', async () => {
    answerBy({
      'GET /api/users/ada/pens': {
        status: 200,
        body: [
          {
            id: 1,
            kind: 'fountain',
            brand: 'Pilot',
            model: 'Custom 74',
            nibSize: 'F',
            nibGrind: null,
            color: 'Blue',
            material: 'Resin',
            inkedWith: KONPEKI,
            inkedOn: '2026-11-10',
          },
        ],
      },
    });
    renderWith(<PublicPens username="ada" name="Ada" />, null);
    expect(await screen.findByRole('region', { name: 'Pens' })).toBeTruthy();
    expect(screen.getByText('Pilot Custom 74')).toBeTruthy();
    expect(screen.getByText('Fountain pen · F nib · Blue Resin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kon-peki' }).getAttribute('href')).toBe('/ink/7');
    expect(screen.getByText(/since 10 November 2026/)).toBeTruthy();
  });

  it('is not there at all when there are none', async () => {
    answerBy({ 'GET /api/users/ada/pens': { status: 200, body: [] } });
    const { container, qc } = renderWith(<PublicPens username="ada" name="Ada" />, null);
    await waitFor(() => expect(qc.getQueryData(penKeys.publicPens('ada'))).toEqual([]));
    expect(container.textContent).toBe('');
  });
});

describe('the pens’ settings on /profile', () => {
  it('shows the days and the mail (off), checks the days, and saves both', async () => {
    const sent = answerBy({
      'GET /api/auth/pens/settings': {
        status: 200,
        body: { cleanSoonDays: 30, cleanSoonMail: false },
      },
      'PUT /api/auth/pens/settings': ({ body }) => ({ status: 200, body }),
    });
    renderWith(<PenSettingsCard />, person(9));
    const days = await screen.findByLabelText<HTMLInputElement>(/Clean soon after/);
    expect(days.value).toBe('30');
    const mail = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Mail me when a pen should be cleaned',
    });
    expect(mail.checked).toBe(false);
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose from 1 to 365 days.')).toBeTruthy();
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
    await userEvent.clear(days);
    await userEvent.type(days, '21');
    await userEvent.click(mail);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'PUT').map((s) => s.body)).toEqual([
        { cleanSoonDays: 21, cleanSoonMail: true },
      ]),
    );
  });
});
