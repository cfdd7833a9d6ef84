import type { InfoPageContent } from './info-page';

export const termsContent: InfoPageContent = {
  title: 'Terms & Conditions',
  intro: 'The terms that apply when you use the Wattson website and buy from us. Please read them before placing an order.',
  updated: '1 March 2025',
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      paragraphs: [
        'This website is operated by Wattson, an electrical and lighting goods retailer based in Mumbai, India. By using the site or placing an order you agree to these terms, our Shipping Policy, Return Policy and Privacy Policy.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      points: [
        'You must give accurate details and keep your password to yourself; you are responsible for orders placed from your account.',
        'You must be 18 or older to place an order, or order with the involvement of a parent or guardian.',
        'We may suspend accounts used for fraud, abuse or reselling in breach of these terms.',
      ],
    },
    {
      id: 'prices',
      heading: 'Prices and product information',
      points: [
        "Prices are in Indian rupees (₹) and are before GST. Each price shows its product's GST rate and the price including GST; checkout adds GST at each product's rate (CGST and SGST within our state, IGST to other states), and the tax invoice shows it line by line.",
        'We try hard to describe products accurately. Product images are illustrations; colours and finishes may vary slightly.',
        'If a product is listed at a clearly wrong price, we may cancel the order and tell you before it ships.',
      ],
    },
    {
      id: 'orders',
      heading: 'Orders, payment and delivery',
      paragraphs: [
        'An order is accepted when we confirm it by email. Orders are currently paid by Cash on Delivery. You can cancel an order until it ships. Delivery times are estimates; see the Shipping Policy for details.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and warranty',
      paragraphs: [
        'Unused products can be returned within 7 days of delivery as described in the Return Policy. After that, products are covered by the manufacturer’s warranty, honoured through the brand’s authorised service centres.',
      ],
    },
    {
      id: 'safety',
      heading: 'Electrical safety',
      paragraphs: [
        'Electrical products must be installed according to the manufacturer’s instructions and the applicable Indian standards. Wiring, distribution boards and protective devices should be installed by a licensed electrician. Advice on our blog is general guidance, not a substitute for a qualified professional on site.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our liability',
      paragraphs: [
        'Nothing in these terms limits your rights under the Consumer Protection Act, 2019. Beyond those rights, our liability for any order is limited to the amount you paid for it, and we are not liable for damage caused by incorrect installation or use.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of India, and the courts of Mumbai have jurisdiction. Questions about these terms are welcome through the contact page.',
      ],
    },
  ],
};
