import type { BlogPostInput } from '../../../../shared/content/blog.schema.js';
import { avatarUrl } from '../author-avatar.js';

export const safeDiyWiringPost: BlogPostInput = {
  id: 'safe-diy-wiring-checklist',
  publishedOn: '2024-12-10',
  place: 'Pune',
  country: 'India',
  imageUrl: '/media/art/tester-2.svg',
  title: 'A Safe DIY Wiring Checklist for Indian Homes',
  author: 'Rohan Deshpande',
  authorRole: 'Licensed Electrical Contractor',
  authorAvatar: avatarUrl('Rohan Deshpande'),
  shortDescription:
    'Changing a switch or adding a socket is within reach of a careful homeowner. The checklist a licensed electrician follows before touching a single wire.',
  category: 'Wiring',
  readTime: '6 min read',
  tags: ['DIY', 'safety', 'wiring', 'RCCB'],
  relatedProductIds: ['908', '905', '903', '406', '501'],
  fullHtml: `
<p>Replacing a broken switch, swapping a two-pin socket for a three-pin one or fitting a new light is a reasonable weekend job. Rewiring a room, adding a circuit or working inside the distribution board is not: in most states that work must be done by a licensed electrician. This checklist is for the first kind of job.</p>
<h2>Before you open anything</h2>
<ul>
  <li>Switch off the MCB for the circuit, and if you are unsure which one it is, switch off the main.</li>
  <li>Tell everyone at home, and tape over the MCB so nobody switches it back on.</li>
  <li>Confirm the circuit is dead with a non-contact voltage tester, and test the tester on a live socket first.</li>
  <li>Use insulated tools rated for 1000 V, and work with dry hands on a dry floor.</li>
</ul>
<blockquote>The tester is the step people skip, and the one that matters most. A wrongly labelled MCB is more common than you think.</blockquote>
<h2>Know the colours</h2>
<p>New Indian wiring follows the harmonised colours: brown for phase, blue for neutral and green with a yellow stripe for earth. Older homes use red for phase and black for neutral. The switch must always break the phase wire, never the neutral; a light switched on the neutral stays live even when it is off.</p>
<h2>Use the right wire and fittings</h2>
<p>Lighting and fan points use 1.5 sq mm copper wire; 6/16 A power sockets use 2.5 sq mm; geysers and air conditioners need 4 sq mm on their own circuit. Buy ISI-marked, flame-retardant (FR) wire and fittings from known brands. Tighten every terminal firmly: a loose screw is the most common cause of scorched switchboards.</p>
<h2>Protect the whole house</h2>
<p>If your distribution board has only MCBs, ask an electrician to add a 30 mA RCCB. An MCB protects the wiring from overloads and short circuits; an RCCB protects people, by cutting the supply within milliseconds when current leaks to earth through a body or a damp wall.</p>
<h2>When to stop and call a professional</h2>
<p>Stop if you find aluminium wiring, burnt insulation, a missing earth wire, or a board that feels warm. Those are signs of a bigger problem, and the money you save by doing it yourself is not worth the risk.</p>
`,
};
