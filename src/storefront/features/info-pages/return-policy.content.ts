import type { InfoPageContent } from './info-page';

export const returnPolicyContent: InfoPageContent = {
  title: 'Return Policy',
  intro: 'Changed your mind or received the wrong item? Here is how returns, replacements, refunds and warranties work.',
  updated: '1 March 2025',
  sections: [
    {
      id: 'window',
      heading: '7-day returns on unused items',
      paragraphs: ['You can return most products within 7 days of delivery for a full refund, provided that:'],
      points: [
        'the product is unused, not installed and in the same condition you received it;',
        'it is in its original packaging with all accessories, manuals and warranty cards;',
        'you include the GST invoice, or the order number, with the return.',
      ],
    },
    {
      id: 'exclusions',
      heading: 'What cannot be returned',
      points: [
        'Wire and cable coils that have been opened, cut or partly used.',
        'Products that have been installed, wired in or powered on, unless they are defective.',
        'Bulbs, strip lights and other items whose seal or packaging has been broken, unless defective.',
        'Special-order and customised items made or sourced for you.',
      ],
    },
    {
      id: 'damaged-defective',
      heading: 'Damaged, defective or wrong items',
      paragraphs: [
        'If a product arrives damaged, does not work out of the box or is not what you ordered, tell us within 48 hours of delivery with photos or a short video. We will collect it and send a replacement free of charge, or refund you if no replacement is available.',
      ],
    },
    {
      id: 'how-to-return',
      heading: 'How to return a product',
      points: [
        'Write to us through the contact page with your order number, the item and the reason for the return.',
        'We confirm within one working day and arrange a pickup from your address at no cost.',
        'Pack the product securely in its original box; our courier partner will collect it.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      paragraphs: [
        'Because orders are paid by Cash on Delivery, refunds are made to your bank account or UPI ID. We send the refund within 5–7 working days of receiving and checking the returned product, and email you when it is done.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Manufacturer warranty',
      paragraphs: [
        "After the 7-day window, products are covered by their brand's warranty, which ranges from 1 year (most switches and lights) to 5 years or more (some fans, wires and water heater tanks). Warranty repairs and replacements are handled by the brand's authorised service centres; keep your GST invoice as proof of purchase, and ask us if you need help raising a claim.",
      ],
    },
  ],
};
