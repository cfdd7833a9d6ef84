import type { Db } from '../../db/client.js';
import { quoteDelivery, UnknownPincodeError } from './delivery-quote.service.js';

/**
 * Whether the courier collects cash at this pincode (its serviceability line, else its zone's rule).
 * A pincode the directory does not know is not judged here: placing the order refuses it with its own message.
 */
export async function codAllowedAt(db: Db, pincode: string): Promise<boolean> {
  try {
    return (await quoteDelivery(db, pincode)).quote.codAvailable;
  } catch (error) {
    if (error instanceof UnknownPincodeError) return true;
    throw error;
  }
}
