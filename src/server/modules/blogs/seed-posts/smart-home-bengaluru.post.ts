import type { BlogPostInput } from '../../../../shared/content/blog.schema.js';
import { avatarUrl } from '../author-avatar.js';

export const smartHomeBengaluruPost: BlogPostInput = {
  id: 'smart-home-retrofit-bengaluru',
  publishedOn: '2025-01-28',
  place: 'Bengaluru',
  country: 'India',
  imageUrl: '/media/art/smart-hub-1.svg',
  title: 'A Smart-Home Retrofit for a 1990s Bengaluru House',
  author: 'Kavya Menon',
  authorRole: 'Smart Home Consultant',
  authorAvatar: avatarUrl('Kavya Menon'),
  shortDescription: 'How one Jayanagar family added smart lighting, plugs and a door lock to a thirty-year-old house without chasing a single wall.',
  category: 'Wiring',
  readTime: '7 min read',
  tags: ['smart home', 'automation', 'retrofit', 'Bengaluru'],
  relatedProductIds: ['701', '308', '703', '106', '709'],
  fullHtml: `
<p>The Raos' house in Jayanagar was wired in 1994: copper throughout, thankfully, but switchboards with no neutral wire, a single distribution board and Wi-Fi that barely reached the upstairs bedrooms. They wanted lights they could control from their phones, a door lock for the grandparents' late arrivals, and no dust from breaking open walls.</p>
<h2>Check the switchboards first</h2>
<p>Most Wi-Fi touch switches need both phase and neutral at the switchboard to power their own radio. Older Indian homes often bring only the phase wire to the switch. Before buying anything, open one board with the MCB switched off and look: if there is no neutral, either choose switches designed for no-neutral installation or use smart bulbs and plugs instead, which need no change to the wiring at all.</p>
<h2>Pick one ecosystem and a hub</h2>
<p>Mixing brands means mixing apps. The family chose a Zigbee hub because Zigbee devices form their own mesh: every mains-powered device repeats the signal, so the upstairs rooms were covered without a second router.</p>
<ul>
  <li>Smart bulbs in the living room and bedrooms, for dimming and warm evening scenes.</li>
  <li>A smart plug with energy monitoring for the geyser, so it runs only before the morning rush.</li>
  <li>Four-gang touch switches in the hall, where a neutral wire was already available.</li>
  <li>A fingerprint and PIN door lock, with a mechanical key kept as the last resort.</li>
</ul>
<blockquote>Every smart light in the house still works from its wall switch. Automation should add convenience, never take away the obvious way to turn on a light.</blockquote>
<h2>Plan for power cuts and surges</h2>
<p>Bengaluru's supply is far steadier than it was, but brief cuts and voltage spikes still happen during storms. Choose devices that remember their last state after power returns, and protect the hub and router with a surge-protected extension board. A Type 2 surge protection device at the distribution board is a sensible upgrade for any home filling up with electronics.</p>
<h2>What it cost and what changed</h2>
<p>The whole retrofit took two weekends and no plastering. The biggest change was not the app; it was the routines. Lights fade to warm white at 9 pm, the geyser heats once at 6 am instead of being forgotten on all day, and the lock sends a notification when the grandparents get home.</p>
`,
};
