/**
 * The return lifecycle as one table of allowed moves, like the order's (order-status.ts): each move
 * names who may make it and what it does. The server looks a move up here, then applies it with one
 * UPDATE on the expected source status, so two staff pressing the same button at once move it once.
 */
export const returnStatuses = ['Requested', 'Approved', 'Rejected', 'Cancelled', 'Received', 'Refunded'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export type ReturnActor = 'shopper' | 'staff';

export interface ReturnStatusMove {
  from: ReturnStatus;
  to: ReturnStatus;
  actors: readonly ReturnActor[];
  /** The request is off: its units may be asked for again (order_lines.returned_quantity goes down). */
  releasesQuantity: boolean;
  /** Staff must say why (the shopper reads it in the mail). */
  needsNote: boolean;
}

export const returnStatusTable: readonly ReturnStatusMove[] = [
  { from: 'Requested', to: 'Approved', actors: ['staff'], releasesQuantity: false, needsNote: false },
  { from: 'Requested', to: 'Rejected', actors: ['staff'], releasesQuantity: true, needsNote: true },
  { from: 'Requested', to: 'Cancelled', actors: ['shopper'], releasesQuantity: true, needsNote: false },
  // Approved but the parcel never came, or came with something else in it.
  { from: 'Approved', to: 'Rejected', actors: ['staff'], releasesQuantity: true, needsNote: true },
  // The goods are back: staff restock what they choose, once, in this move.
  { from: 'Approved', to: 'Received', actors: ['staff'], releasesQuantity: false, needsNote: false },
  // Online: the provider's refund is asked for in this move. COD: staff paid the shopper outside the shop.
  { from: 'Received', to: 'Refunded', actors: ['staff'], releasesQuantity: false, needsNote: false },
];

export function findReturnMove(from: ReturnStatus, to: ReturnStatus, actor: ReturnActor): ReturnStatusMove | undefined {
  return returnStatusTable.find((move) => move.from === from && move.to === to && move.actors.includes(actor));
}

/** Staff's buttons for a return in this status, from the one table. */
export function staffReturnMoves(from: ReturnStatus): ReturnStatus[] {
  return returnStatusTable.filter((m) => m.from === from && m.actors.includes('staff')).map((m) => m.to);
}
