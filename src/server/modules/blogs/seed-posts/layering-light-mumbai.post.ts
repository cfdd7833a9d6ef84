import type { BlogPostInput } from '../../../../shared/content/blog.schema.js';
import { avatarUrl } from '../author-avatar.js';

export const layeringLightMumbaiPost: BlogPostInput = {
  id: 'layering-light-mumbai-apartment',
  publishedOn: '2025-03-15',
  place: 'Mumbai',
  country: 'India',
  imageUrl: '/media/art/wall-light-2.svg',
  title: 'Layering Light in a Compact Mumbai Apartment',
  author: 'Priya Raghavan',
  authorRole: 'Lighting Designer',
  authorAvatar: avatarUrl('Priya Raghavan'),
  shortDescription:
    'One ceiling light cannot do everything in a 1BHK. How ambient, task and accent layers make a small Andheri flat feel larger, calmer and easier to live in.',
  category: 'Lighting',
  readTime: '6 min read',
  tags: ['lighting', 'small spaces', 'LED', 'Mumbai'],
  relatedProductIds: ['102', '107', '108', '305', '106'],
  fullHtml: `
<p>Most Mumbai apartments are lit the same way: one bright tube or panel in the middle of every room, switched on at dusk and off at bedtime. It works, but it flattens the space. In a 450 sq ft flat, where the living room is also the dining room and the study, a single light source makes every corner look the same and every activity feel like an afterthought.</p>
<p>Lighting designers solve this with <strong>layers</strong>: several smaller sources, each with one job, that you mix according to the hour. The same idea works on a modest budget and with fittings you can buy off the shelf.</p>
<h2>Layer one: ambient light</h2>
<p>Ambient light is the general glow that lets you move around safely. In a compact room, a slim surface-mounted LED ceiling light of 15–18 W is usually enough for 100–120 sq ft. Choose a warm white (2700–3000 K) for living and sleeping areas; the cool 6500 K daylight that most builders install is better suited to a kitchen counter than to an evening with family.</p>
<blockquote>Light the tasks, not the floor. A room feels bigger when the brightest spots are where people actually look.</blockquote>
<h2>Layer two: task light</h2>
<p>Task light goes where you read, cook or work. A wall light beside the sofa, an under-cabinet strip in the kitchen, a focused lamp on the work-from-home desk. Because these sources are close to the task, they can be low wattage and still be comfortable for the eyes.</p>
<ul>
  <li>Kitchen: a 4000 K LED strip under the wall cabinets removes the shadow your own head casts on the chopping board.</li>
  <li>Study corner: a dedicated light on its own switch, so a late call does not wake the whole house.</li>
  <li>Bathroom mirror: look for a CRI of 90 or more so skin tones look natural, and an IP44 rating for the splashes.</li>
</ul>
<h2>Layer three: accent light</h2>
<p>Accent light is what makes a flat feel designed. An up-down wall light on a textured wall, a warm LED strip hidden in a false-ceiling cove, or a smart bulb in a floor lamp that shifts to amber after 9 pm. These sources are never the brightest in the room; they give the eye somewhere to rest.</p>
<figure>
  <img src="/media/art/strip-light-2.svg" alt="An LED strip light glowing warm white along a shelf edge">
  <figcaption>A warm strip in a shelf or cove is the cheapest way to add depth to a small room.</figcaption>
</figure>
<h2>Put it on the right switches</h2>
<p>Layers only help if you can control them separately. When you next replace a switchboard, ask your electrician for one switch per layer and a rotary dimmer for the ambient light. Check that the LED fittings you choose are marked dimmable: a non-dimmable driver on a dimmer will flicker and fail early. In Mumbai's monsoon months, fittings near windows and in bathrooms should also be rated for damp locations.</p>
<p>Start with one room. Most families who add a task light and a single accent source to their living room never go back to the lone ceiling panel.</p>
`,
};
