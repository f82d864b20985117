import { leadCaptureRoute } from '#core/api/tracking-routes';
import { callApi } from '#client/shared/call-api';
import { getSessionId } from './session-id';

type LeadCaptureBody = Parameters<typeof callApi<typeof leadCaptureRoute>>[1]['body'];

/** ANALYTICS-01: one configurator interaction as a lead capture, never e-mailed; the caller ignores a failure. */
export function sendLeadCapture(
  capture: Omit<LeadCaptureBody, 'source' | 'skipEmail' | 'sessionId'>,
): Promise<unknown> {
  return callApi(leadCaptureRoute, {
    body: { ...capture, source: 'configurator_interaction', skipEmail: true, sessionId: getSessionId() },
  });
}
