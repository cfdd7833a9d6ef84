import type { InfoPageContent } from './info-page';

export const shippingPolicyContent: InfoPageContent = {
  title: 'Shipping Policy',
  intro: 'Where we deliver, how long it takes and what to do if a parcel arrives damaged.',
  updated: '1 March 2025',
  sections: [
    {
      id: 'coverage',
      heading: 'Where we deliver',
      paragraphs: [
        'We deliver across India through trusted courier partners. Whether your pincode is serviceable is confirmed when you place the order; if a courier cannot reach it, we will contact you before dispatch and cancel the order at no cost to you.',
      ],
    },
    {
      id: 'charges',
      heading: 'Shipping charges',
      paragraphs: [
        'Shipping is free on every order, with no minimum order value. You pay only the order total shown at checkout, and nothing extra on delivery beyond that total.',
      ],
    },
    {
      id: 'timelines',
      heading: 'Dispatch and delivery times',
      points: [
        'Orders placed before 2 pm on a working day are usually dispatched the same day; others the next working day.',
        'Delivery takes 3–7 working days from dispatch for most pincodes; metro cities are usually quicker.',
        'Bulky items (air coolers, geysers, oil-filled radiators) and remote or hilly areas may take up to 10 working days.',
        'Sundays and public holidays are not counted as working days.',
      ],
    },
    {
      id: 'tracking',
      heading: 'Tracking your order',
      paragraphs: [
        'We email you when your order is confirmed and whenever its status changes. Signed-in customers can also follow every order under My Orders in their profile.',
      ],
    },
    {
      id: 'cod',
      heading: 'Cash on Delivery',
      paragraphs: [
        'Orders are currently paid by Cash on Delivery. Please keep the exact amount ready; the delivery partner will hand over the parcel once payment is made. Your tax invoice is issued when the order ships and can be downloaded from your order page.',
      ],
    },
    {
      id: 'damaged',
      heading: 'Damaged or tampered parcels',
      points: [
        'If the outer box is visibly damaged, crushed or its seal is broken, you may refuse the delivery; we will send a replacement.',
        'If you discover damage after opening, tell us within 48 hours with photos of the product, the box and the shipping label.',
        'Please keep the original packaging until the issue is resolved.',
      ],
    },
  ],
};
