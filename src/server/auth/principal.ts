import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '#core/accounts/account-schemas';
import { AppError } from '../errors';

/** Who is calling (ADR 007): resolved once per request from the session cookie. */
export interface StaffPrincipal {
  kind: 'staff';
  sessionId: string;
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  /** Signs in with a code from an authenticator app too (STAFF-16). */
  secondFactor: boolean;
}

export interface PartnerPrincipal {
  kind: 'partner';
  sessionId: string;
  partnerId: number;
  businessName: string;
  /** 1500 = 15 %, as priced for this partner's new quotes. */
  discountBasisPoints: number;
}

export type Principal = StaffPrincipal | PartnerPrincipal;

/** Who may call a route; declared in its config, enforced by one hook (access-control.ts). */
import type { Access } from '#core/api/route';

export type { Access };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route changes prices, staff or partners: a staff member REQUIRE_SECOND_FACTOR asks a
     * second factor of, who has none, is refused (STAFF-17); enforced by the one access hook.
     */
    secondFactor?: boolean;
  }
}

/** The signed-in staff member of a route declared `access: 'staff'` or `'owner'`. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  const principal = request.principal;
  if (principal?.kind !== 'staff') throw new AppError('unauthorized', 'Please sign in as staff');
  return principal;
}

/** The signed-in partner of a route declared `access: 'partner'`. */
export function partnerOf(request: FastifyRequest): PartnerPrincipal {
  const principal = request.principal;
  if (principal?.kind !== 'partner') throw new AppError('unauthorized', 'Please sign in as a partner');
  return principal;
}

/** The partner of a public route, if one is signed in (partner prices, PRICE-11). */
export function signedInPartner(request: FastifyRequest): PartnerPrincipal | null {
  return request.principal?.kind === 'partner' ? request.principal : null;
}
