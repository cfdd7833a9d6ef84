import type { InfoPageContent } from './info-page';

export const faqContent: InfoPageContent = {
  title: 'Frequently Asked Questions',
  intro: 'Quick answers about orders, delivery, payment, returns, warranties and installation.',
  sections: [
    {
      id: 'orders-delivery',
      heading: 'Orders and delivery',
      questions: [
        {
          id: 'track-order',
          question: 'How do I track my order?',
          answer: [
            'Sign in and open My Orders in your profile: every order shows its current status (Processing, Shipped or Delivered).',
            'We also email you when your order is confirmed and each time its status changes, with the courier details once it ships.',
          ],
        },
        {
          id: 'delivery-time',
          question: 'How long does delivery take?',
          answer: [
            'Most orders are dispatched within one working day and arrive in 3–7 working days. Metro cities are usually at the quicker end; remote pincodes and bulky items such as air coolers and geysers may take a little longer.',
          ],
        },
        {
          id: 'shipping-charges',
          question: 'Do you charge for shipping?',
          answer: ['No. Shipping is free on every order, with no minimum order value.'],
        },
        {
          id: 'cancel-order',
          question: 'Can I cancel my order?',
          answer: [
            'Yes, until it ships. Cancel it from My Orders or write to us with your order number. Once it has shipped, you can refuse the delivery or return it under our return policy.',
          ],
        },
      ],
    },
    {
      id: 'payment-invoices',
      heading: 'Payment and invoices',
      questions: [
        {
          id: 'payment-methods',
          question: 'Which payment methods do you accept?',
          answer: ['At present every order is paid by Cash on Delivery (COD): you pay when the parcel reaches you, so there is nothing to pay online.'],
        },
        {
          id: 'prices-gst',
          question: 'Do your prices include GST?',
          answer: [
            "No. Prices are shown before GST, marked '+ GST' with the product's own rate, together with the price including GST (for example ₹129.00 + 18% GST · ₹152.22 incl. GST).",
            "GST rates are set per HSN code by the government, so most of our range is at 18% but some items differ. The cart and checkout add GST at each product's rate, one line per rate: CGST and SGST when we deliver within our own state, IGST when we deliver to another state.",
          ],
        },
        {
          id: 'gst-invoice',
          question: 'Will I get a GST invoice?',
          answer: [
            "Yes. When your order ships we issue a tax invoice with its own number, showing each item's HSN code, rate and tax. Download it as a PDF from your order page; it also serves as your proof of purchase for warranty claims.",
            'Buying for your business? Enter your GSTIN and legal name at checkout (under "Business purchase"): the invoice then names you as registered, so you can claim input tax credit. We remember them for your next order.',
            'If an order is cancelled after its invoice was issued, we issue a credit note that reverses the tax, also downloadable from the order page.',
          ],
        },
      ],
    },
    {
      id: 'returns-warranty',
      heading: 'Returns and warranty',
      questions: [
        {
          id: 'return-policy',
          question: 'What is your return policy?',
          answer: [
            'Unused products in their original packaging can be returned within 7 days of delivery for a full refund. Items that arrive damaged or defective are replaced free of charge if you tell us within 48 hours. The Return Policy page has the details.',
          ],
        },
        {
          id: 'warranty',
          question: 'How do warranty claims work?',
          answer: [
            "After the 7-day return window, products are covered by their manufacturer's warranty. Claims are handled by the brand's authorised service centres: call the brand's customer care with your invoice, or ask us and we will help you raise the claim.",
          ],
        },
      ],
    },
    {
      id: 'products-installation',
      heading: 'Products and installation',
      questions: [
        {
          id: 'installation',
          question: 'Do you offer installation?',
          answer: [
            'We do not send installers ourselves. Many brands install ceiling fans, water heaters and smart locks through their own service network, free or for a small fee: book it with the brand using your invoice.',
            'For wiring, switchboards, MCBs and RCCBs, please use a licensed electrician. In Mumbai we are happy to recommend electricians we have worked with for years.',
          ],
        },
        {
          id: 'genuine-products',
          question: 'Are your products genuine?',
          answer: [
            'Yes. We buy directly from brands and their authorised distributors, and our wires, switches and protective devices carry the ISI mark where the Bureau of Indian Standards requires it.',
          ],
        },
        {
          id: 'bulk-orders',
          question: 'Do you supply contractors and bulk orders?',
          answer: [
            'Yes. Electricians, contractors, architects and builders can ask for project pricing through the contact page; tell us the products, quantities and delivery city.',
          ],
        },
      ],
    },
  ],
};
