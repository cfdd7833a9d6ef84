import type { InfoPageContent } from './info-page';

export const privacyPolicyContent: InfoPageContent = {
  title: 'Privacy Policy',
  intro: 'What personal data Wattson collects, why, who sees it and the choices you have, in line with the Digital Personal Data Protection Act, 2023.',
  updated: '1 March 2025',
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      points: [
        'Account details: your name, email address and a securely hashed password.',
        'Order details: delivery name, address, pincode and phone number, and what you bought.',
        'Messages: what you send us through the contact page or the help widget, with the name, email and phone you give.',
        'Newsletter: your email address, if you subscribe.',
        'Technical data: your IP address and browser type, kept briefly in server logs for security and to stop abuse.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      points: [
        'To create your account, deliver your orders, issue GST invoices and handle returns and warranty claims.',
        'To reply to your messages and send order and account emails, such as verification codes.',
        'To send the newsletter, only if you subscribed; every issue lets you unsubscribe.',
        'To keep the shop secure, for example by limiting repeated sign-in attempts.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We never sell your personal data. We share only what is needed with the courier partners who deliver your orders, the email service that sends our mails, and authorities when the law requires it.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies and browser storage',
      paragraphs: [
        'We use one sign-in cookie to keep you signed in, and your browser storage to remember things like your likes and bookmarks on the blog. We do not use advertising or tracking cookies.',
      ],
    },
    {
      id: 'retention-security',
      heading: 'How long we keep it and how we protect it',
      paragraphs: [
        'Order and invoice records are kept for as long as tax law requires (currently eight years). Other data is kept while your account is active and deleted or anonymised after you close it. Passwords are stored only as strong one-way hashes, and all traffic to the shop is encrypted.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      points: [
        'Ask for a summary of the personal data we hold about you.',
        'Correct or update inaccurate data; most of it you can change yourself in your profile.',
        'Withdraw consent, unsubscribe from the newsletter or delete your account.',
        'Raise a grievance with us, and if you are not satisfied, with the Data Protection Board of India.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact and grievances',
      paragraphs: [
        'For any privacy question or request, write to us through the contact page. We acknowledge requests within 48 hours and resolve them within 30 days.',
      ],
    },
  ],
};
