import type { FastifyRequest } from 'fastify';
import { staffOf } from '../auth/principal';

/** Who did something in the back office, as the audit trail and a quote's history record it. */
export interface StaffActor {
  staffUserId: number | null;
  name: string;
}

/** The signed-in staff member behind a staff route (ADR 007), as the records name them. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const staff = staffOf(request);
  return { staffUserId: staff.staffId, name: staff.name };
}
