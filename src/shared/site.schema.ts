import { z } from 'zod';

/** The shop's public contact details (from SHOP_PHONE, SHOP_EMAIL, SHOP_ADDRESS), shown in the footer and on /contact. */
export const siteInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /** The seller's registered state and GSTIN: checkout splits GST into CGST + SGST or IGST against it. */
  gstState: z.string(),
  gstin: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
