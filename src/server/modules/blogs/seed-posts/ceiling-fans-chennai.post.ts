import type { BlogPostInput } from '../../../../shared/content/blog.schema.js';
import { avatarUrl } from '../author-avatar.js';

export const ceilingFansChennaiPost: BlogPostInput = {
  id: 'ceiling-fans-for-chennai-humidity',
  publishedOn: '2025-02-20',
  place: 'Chennai',
  country: 'India',
  imageUrl: '/media/art/ceiling-fan-3.svg',
  title: "Choosing a Ceiling Fan for Chennai's Humid Summers",
  author: 'Arjun Subramanian',
  authorRole: 'Product Specialist, Fans and Ventilation',
  authorAvatar: avatarUrl('Arjun Subramanian'),
  shortDescription:
    'Sweep size, air delivery, BLDC motors and rust-proof finishes: what actually matters when a fan runs eighteen hours a day in coastal heat.',
  category: 'Energy saving',
  readTime: '5 min read',
  tags: ['ceiling fans', 'BLDC', 'energy saving', 'Chennai'],
  relatedProductIds: ['203', '202', '2', '207', '306'],
  fullHtml: `
<p>In Chennai a ceiling fan is not a seasonal appliance. From March to October it runs through the day and most of the night, in air that is warm, heavy with moisture and, near the coast, salty. That changes which features are worth paying for.</p>
<h2>Start with air delivery, not looks</h2>
<p>Every fan sold in India now carries a BEE star label and an air delivery figure in cubic metres per minute (CMM). In humid heat you feel cooler because moving air helps sweat evaporate, so a higher figure matters more than a decorative trim. For a typical 10 × 12 ft bedroom, a 1200 mm fan delivering 210 CMM or more is a good target; larger halls need a 1400 mm sweep or two fans.</p>
<h2>Why BLDC motors pay for themselves</h2>
<p>A conventional induction fan draws 70–75 W at full speed. A BLDC (brushless DC) fan moves a similar amount of air with 28–35 W. Run for sixteen hours a day through a long summer, that difference is a few hundred units of electricity a year per fan, and it matters even more when the fans run on an inverter during a power cut.</p>
<blockquote>On an inverter, a BLDC fan can keep running for roughly twice as long as an old induction fan on the same battery.</blockquote>
<h2>Finishes that survive the sea air</h2>
<ul>
  <li>Choose aluminium blades with a powder-coated or anti-rust finish; painted steel blades corrode first at the edges.</li>
  <li>Look for a sealed, dust-resistant motor housing: fine dust and humidity together wear out bearings.</li>
  <li>A remote-controlled BLDC fan avoids the hum that old step regulators cause, and keeps the wall switchboard simpler.</li>
</ul>
<h2>Height and mounting</h2>
<p>The blades should sit about 2.1–2.4 m (7–8 ft) above the floor. In flats with standard 9–10 ft ceilings the supplied downrod is usually right; in older houses with high ceilings, order a longer downrod so the air reaches you. Always hang the fan from the hook in the ceiling slab, never from a false ceiling.</p>
<h2>Do not forget ventilation</h2>
<p>A ceiling fan moves air around a room; it does not remove moisture. A small exhaust fan in the kitchen and each bathroom pulls humid air out, keeps walls free of mould during the monsoon and makes the ceiling fans feel more effective.</p>
`,
};
