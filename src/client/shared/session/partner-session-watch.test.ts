import { beforeEach, describe, expect, it } from 'vitest';
import { replaceResources, resourceData } from '../resource-store';
import { stubFetch } from '../testing/stub-fetch';
import { refreshPartnerSession } from './partner-session-watch';
import { SESSION_URL } from './use-session';

const fetchMock = stubFetch();
const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
const partnerSession = (id: number, discountPercentage: number) => ({
  kind: 'partner',
  partner: { id, businessName: 'Acme Kitchens', discountPercentage },
});

// ADR 020, item 7: staff may change a partner's discount while the partner's page is open.
describe('refreshPartnerSession', () => {
  beforeEach(() => replaceResources({ [SESSION_URL]: partnerSession(7, 12.5) }));

  it('takes the same partner’s session again, with the discount staff changed', async () => {
    fetchMock.mockResolvedValueOnce(json(partnerSession(7, 20)));
    await refreshPartnerSession();
    expect(resourceData(SESSION_URL)).toEqual(partnerSession(7, 20));
  });

  it('leaves the page as the partner left it when the session ended, or the server could not be asked', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ kind: 'anonymous' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await refreshPartnerSession();
    await refreshPartnerSession();
    expect(resourceData(SESSION_URL)).toEqual(partnerSession(7, 12.5));
    fetchMock.mockResolvedValueOnce(json(partnerSession(8, 30)));
    await refreshPartnerSession();
    expect(resourceData(SESSION_URL)).toEqual(partnerSession(7, 12.5));
  });

  it('asks nothing on a customer’s page', async () => {
    replaceResources({ [SESSION_URL]: { kind: 'anonymous' } });
    await refreshPartnerSession();
    replaceResources({});
    await refreshPartnerSession();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
