import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  creditNoteCall,
  invoiceCall,
  invoicePdfCall,
  invoicesCall,
  ownerSettingsCall,
  recordPaymentCall,
  saveOwnerSettingsCall,
} from '#core/api/invoicing-calls';
import { staffActorOf } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import type { SecurityLog } from '../security/security-log';
import { sendPdfDownload } from '../quotes/make-quote-pdf';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { issueCreditNote } from './issue-credit-note';
import { listInvoices } from './list-invoices';
import { makeInvoicePdf } from './make-invoice-pdf';
import { readOwnerSettings } from './owner-settings-repository';
import { recordPayment } from './record-payment';
import { showInvoice } from './show-invoice';
import { saveBusinessDetails } from './save-business-details';

const noStore = { 'cache-control': 'no-store' };

/** Tax invoices, credit notes and payments for staff; the business's details on them for owners (ADR 047). */
export async function invoicingRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; business: BusinessDetails; securityLog: SecurityLog },
) {
  const { db, securityLog } = options;

  serveCall(app, ownerSettingsCall, async (_request, reply) => {
    reply.headers(noStore);
    return readOwnerSettings(db);
  });

  serveCall(app, saveOwnerSettingsCall, async (request, reply) => {
    const { saved, changed } = await saveBusinessDetails({ db, settings: request.body, now: new Date() });
    await securityLog.record(request, {
      kind: 'owner_settings_saved',
      detail: changed.length ? `Changed: ${changed.join(', ')}` : 'Nothing changed',
    });
    reply.headers(noStore);
    return saved;
  });

  serveCall(app, invoicesCall, async (request, reply) => {
    reply.headers(noStore);
    return { invoices: await listInvoices({ db, ...request.query }) };
  });

  serveCall(app, invoiceCall, async (request, reply) => {
    reply.headers(noStore);
    return showInvoice({ db, id: request.params.id });
  });

  serveCall(app, invoicePdfCall, async (request, reply) => {
    const pdf = await makeInvoicePdf({ db, id: request.params.id, business: options.business });
    return sendPdfDownload(reply, pdf);
  });

  serveCall(app, recordPaymentCall, async (request) => {
    const { id } = request.params;
    await recordPayment({ db, invoiceId: id, payment: request.body, actor: staffActorOf(request), now: new Date() });
    return showInvoice({ db, id });
  });

  serveCall(app, creditNoteCall, async (request) => {
    const { id } = await issueCreditNote({
      db,
      invoiceId: request.params.id,
      reason: request.body.reason,
      now: new Date(),
    });
    return showInvoice({ db, id });
  });
}
