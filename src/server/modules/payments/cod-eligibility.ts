import { COD_LEGAL_LIMIT_PAISE, codRefusalText, type CodDecision, type CodRefusal } from '../../../shared/payments/cod-rules.js';
import { formatRupees, paiseToRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { getCodSettings } from './cod-settings.service.js';
import { codAllowedAt } from '../delivery/cod-by-pincode.js';

export interface CodQuestion {
  /** The order's total as it would be charged in cash: goods, GST, shipping, and the COD fee with its GST. */
  totalPaise: number;
  /** Where it goes: the delivery rules (ADR 49) refuse pincodes couriers cannot collect cash in. */
  pincode?: string;
  state?: string;
  /** Whether the courier collects cash at `pincode`, when the caller's delivery quote already says it. */
  codAtPincode?: boolean;
}

export interface CodAnswer extends CodDecision {
  feePaise: number;
  maxTotalPaise: number;
}

/**
 * THE decision whether an order may be paid in cash: checkout's options, placing an order and the
 * switch from a failed online payment all ask here, and nothing else decides it. The delivery work
 * adds its pincode rule here (refusal 'pincode'), so every path gets it at once (ADR 32).
 */
export async function codEligibility(db: Db, question: CodQuestion): Promise<CodAnswer> {
  const settings = await getCodSettings(db);
  const answer = (refusal: CodRefusal | null): CodAnswer => ({
    available: refusal === null,
    refusal,
    reason: refusal === null ? null : codRefusalText(refusal, formatRupees(paiseToRupees(settings.maxTotalPaise))),
    feePaise: settings.feePaise,
    maxTotalPaise: settings.maxTotalPaise,
  });
  if (!settings.enabled) return answer('disabled');
  if (question.totalPaise >= COD_LEGAL_LIMIT_PAISE) return answer('legal-limit');
  if (question.totalPaise > settings.maxTotalPaise) return answer('over-cap');
  if (question.pincode && !(question.codAtPincode ?? (await codAllowedAt(db, question.pincode)))) return answer('pincode');
  return answer(null);
}
