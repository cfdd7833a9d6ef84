/**
 * Flat illustrations that stand in for product photography in the seed catalog. Every image is a
 * pure function of (kind, variant), so the media route can render on demand and cache forever.
 * Variants 1–4 change backdrop, angle and zoom so a product gallery reads like several photos.
 */

const INK = '#2f3b48';
const WHITE = '#fbfbf8';
const GREY = '#dde2e8';
const PALE = '#eef0f2';
const METAL = '#a7b1bc';
const DARK = '#262d36';
const GLOW = '#ffd75e';
const RED = '#e0473c';
const BLUE = '#2f6fd6';
const SKY = '#6fc8ff';
const GREEN = '#35a46b';
const ORANGE = '#f08a24';
const COPPER = '#d9823b';
const GOLD = '#c9a24a';

const OUTLINE = `stroke="${INK}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"`;
const edge = (outlined: boolean): string => (outlined ? OUTLINE : 'stroke="none"');

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, outlined = true): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${edge(outlined)}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, outlined = true): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${edge(outlined)}/>`;
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, outlined = true): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${edge(outlined)}/>`;
}
function path(d: string, fill: string, outlined = true): string {
  return `<path d="${d}" fill="${fill}" ${edge(outlined)}/>`;
}
/** An unoutlined stroke: grooves, louvres, light rays. */
function stroke(d: string, colour: string, width: number, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;
}
/** A thick outlined stroke: cords, rods, handles, cable cores. */
function pipe(d: string, width: number, colour: string): string {
  return stroke(d, INK, width + 8) + stroke(d, colour, width);
}
function glow(cx: number, cy: number, r: number, colour: string, opacity = 0.55): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity="${opacity}" filter="url(#soft)"/>`;
}
function group(transform: string, inner: string): string {
  return `<g transform="${transform}">${inner}</g>`;
}
function fade(opacity: number, inner: string): string {
  return `<g opacity="${opacity}">${inner}</g>`;
}
function times(n: number, draw: (i: number) => string): string {
  return Array.from({ length: n }, (_, i) => draw(i)).join('');
}
const at = (cx: number, cy: number, r: number, deg: number): [number, number] => [
  Math.round(cx + r * Math.cos((deg * Math.PI) / 180)),
  Math.round(cy + r * Math.sin((deg * Math.PI) / 180)),
];

// ---- Shared parts -------------------------------------------------------------------------------

function bulb(glass: string, glows: readonly string[]): string {
  return (
    glows.map((c, i) => glow(300 + (i - (glows.length - 1) / 2) * 60, 235, 170, c)).join('') +
    path('M250,378 C250,338 186,306 186,232 A114,114 0 1 1 414,232 C414,306 350,338 350,378 Z', glass) +
    stroke('M232,214 A72,72 0 0 1 290,160', '#ffffff', 12, 0.85) +
    rect(244, 376, 112, 30, GREY, 8) +
    rect(236, 420, 20, 12, METAL, 3) +
    rect(344, 420, 20, 12, METAL, 3) +
    rect(252, 404, 96, 46, METAL, 6) +
    path('M262,450 L338,450 L326,474 L274,474 Z', DARK) +
    circle(288, 474, 6, METAL) +
    circle(312, 474, 6, METAL)
  );
}

function blades(cx: number, cy: number, len: number, width: number, fill: string, count: number, turn = 0): string {
  const d =
    `M${cx},${cy - width / 3} C${cx + len * 0.3},${cy - width} ${cx + len * 0.8},${cy - width} ${cx + len},${cy - width / 3} ` +
    `C${cx + len + 8},${cy + width / 3} ${cx + len * 0.8},${cy + width / 1.5} ${cx},${cy + width / 3} Z`;
  return times(count, (i) => group(`rotate(${turn + (360 / count) * i} ${cx} ${cy})`, path(d, fill)));
}

/** Rocker switch module; the lower half is shaded because that is the half pressed in. */
function rocker(x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, WHITE, 10) +
    rect(x + 4, y + h / 2, w - 8, h / 2 - 4, '#e6e8eb', 8, false) +
    stroke(`M${x + 4},${y + h / 2} L${x + w - 4},${y + h / 2}`, '#c5ccd4', 3) +
    rect(x + w / 2 - 10, y + 18, 20, 8, ORANGE, 3, false)
  );
}

function socketHoles(cx: number, cy: number, scale: number): string {
  return (
    circle(cx, cy - 24 * scale, 15 * scale, DARK) +
    circle(cx - 33 * scale, cy + 40 * scale, 10 * scale, DARK) +
    circle(cx + 33 * scale, cy + 40 * scale, 10 * scale, DARK)
  );
}

/** A DIN-rail breaker body: terminals per pole, a toggle in a window and the trip indicator. */
function dinDevice(x: number, w: number, lever: string, poles: number): string {
  const screws = (y: number): string =>
    times(poles, (i) => {
      const cx = x + (w / poles) * (i + 0.5);
      return rect(cx - 20, y - 20, 40, 40, GREY, 8) + circle(cx, y, 11, METAL) + stroke(`M${cx - 7},${y - 7} L${cx + 7},${y + 7}`, INK, 3);
    });
  return (
    rect(x + w / 2 - 22, 484, 44, 16, GREY, 4) +
    rect(x, 110, w, 380, WHITE, 12) +
    screws(146) +
    screws(454) +
    rect(x + 14, 186, w - 28, 40, PALE, 6, false) +
    rect(x + w / 2 - 34, 246, 68, 116, DARK, 10) +
    rect(x + w / 2 - 24, 258, 48, 56, lever, 8) +
    rect(x + w / 2 - 15, 380, 30, 14, GREEN, 3, false)
  );
}

function screwdriver(handle: string, band: string, shaft: string): string {
  return (
    rect(110, 262, 190, 76, handle, 38) +
    times(4, (i) => stroke(`M${150 + i * 30},278 L${150 + i * 30},322`, INK, 5, 0.25)) +
    rect(266, 266, 34, 68, band, 12) +
    rect(298, 282, 28, 36, METAL, 6) +
    rect(324, 290, 190, 20, shaft, 4) +
    rect(496, 290, 18, 20, METAL, 2) +
    path('M514,290 L550,297 L550,303 L514,310 Z', METAL)
  );
}

/** Seven-segment digits so the meter and stabiliser screens read as displays without using text. */
function digits(x: number, y: number, shown: readonly string[], colour: string): string {
  const seg: Record<string, [number, number, number, number]> = {
    a: [4, 0, 18, 5],
    b: [21, 4, 5, 17],
    c: [21, 24, 5, 17],
    d: [4, 40, 18, 5],
    e: [0, 24, 5, 17],
    f: [0, 4, 5, 17],
    g: [4, 20, 18, 5],
  };
  return shown
    .map((segs, i) =>
      [...segs]
        .map((s) => {
          const [sx, sy, w, h] = seg[s] ?? [0, 0, 0, 0];
          return rect(x + i * 34 + sx, y + sy, w, h, colour, 2, false);
        })
        .join(''),
    )
    .join('');
}

function wireCoil(colour: string, winding: string): string {
  return (
    `<path fill-rule="evenodd" d="M110,300 A190,190 0 1 0 490,300 A190,190 0 1 0 110,300 Z M215,300 A85,85 0 1 1 385,300 A85,85 0 1 1 215,300 Z" fill="${colour}" ${OUTLINE}/>` +
    times(9, (i) => `<circle cx="300" cy="300" r="${96 + i * 10}" fill="none" stroke="${winding}" stroke-width="2" opacity="0.45"/>`) +
    stroke('M150,250 A160,160 0 0 1 250,144', '#ffffff', 10, 0.35) +
    rect(272, 104, 56, 118, WHITE, 6) +
    rect(282, 130, 36, 30, PALE, 4, false) +
    pipe('M330,112 C380,60 450,60 500,90', 14, colour) +
    pipe('M500,90 L532,110', 7, COPPER)
  );
}

function tableFan(tall: boolean): string {
  const cy = tall ? 200 : 235;
  const r = tall ? 135 : 150;
  const stand = tall
    ? pipe(`M300,${cy + 60} L300,478`, 18, METAL) + ellipse(300, 484, 120, 24, WHITE)
    : pipe(`M300,${cy + 60} L300,440`, 34, WHITE) + rect(180, 436, 240, 52, WHITE, 26) + times(3, (i) => circle(260 + i * 40, 462, 9, GREY));
  const spokes = times(18, (i) => {
    const [x1, y1] = at(300, cy, 34, i * 20);
    const [x2, y2] = at(300, cy, r, i * 20);
    return stroke(`M${x1},${y1} L${x2},${y2}`, INK, 2.5, 0.7);
  });
  return (
    stand +
    `<circle cx="300" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.35"/>` +
    blades(300, cy, r - 18, 52, '#5b9bd5', 3, 20) +
    spokes +
    `<circle cx="300" cy="${cy}" r="${r}" fill="none" stroke="${INK}" stroke-width="6"/>` +
    stroke(
      `M${300 - r * 0.62},${cy} A${r * 0.62},${r * 0.62} 0 1 0 ${300 + r * 0.62},${cy} A${r * 0.62},${r * 0.62} 0 1 0 ${300 - r * 0.62},${cy}`,
      INK,
      2.5,
      0.6,
    ) +
    circle(300, cy, 32, WHITE) +
    circle(300, cy, 12, BLUE, false)
  );
}

// ---- Kinds -------------------------------------------------------------------------------------

interface Kind {
  draw: () => string;
  /** Where a resting object meets the ground: [y, half-width]; hanging and wall items have none. */
  floor?: readonly [number, number];
}

const KINDS = new Map<string, Kind>([
  ['led-bulb', { floor: [482, 110], draw: () => bulb('#fffdf4', [GLOW]) }],
  ['smart-bulb', { floor: [482, 110], draw: () => bulb('#f6ecff', ['#ff6fa8', SKY, GLOW]) }],
  [
    'ceiling-light',
    {
      draw: () =>
        glow(300, 300, 230, GLOW) +
        circle(300, 300, 180, WHITE) +
        circle(300, 300, 150, '#fff4cf') +
        circle(300, 300, 118, '#fffbea', false) +
        stroke('M190,240 A126,126 0 0 1 260,180', '#ffffff', 10, 0.9),
    },
  ],
  [
    'panel-light',
    {
      draw: () =>
        glow(300, 300, 240, GLOW) +
        pipe('M440,430 C470,470 470,490 490,500', 6, DARK) +
        rect(140, 140, 320, 320, WHITE, 16) +
        rect(166, 166, 268, 268, '#fff4cf', 8) +
        rect(188, 188, 224, 224, '#fffbea', 6, false) +
        rect(470, 486, 110, 44, GREY, 8),
    },
  ],
  [
    'flood-light',
    {
      floor: [472, 170],
      draw: () =>
        fade(0.35, path('M430,230 L600,140 L600,460 L430,370 Z', GLOW, false)) +
        pipe('M172,300 L150,300 L150,450 L450,450 L450,300 L428,300', 12, DARK) +
        times(7, (i) => rect(180 + i * 36, 172, 18, 26, DARK, 4)) +
        rect(160, 190, 280, 220, DARK, 20) +
        rect(190, 220, 220, 160, '#fff4c8', 10) +
        times(12, (i) => circle(225 + (i % 4) * 50, 250 + Math.floor(i / 4) * 50, 11, GLOW, false)) +
        circle(150, 300, 9, METAL) +
        circle(450, 300, 9, METAL),
    },
  ],
  [
    'wall-light',
    {
      draw: () =>
        fade(0.4, path('M252,190 L348,190 L420,30 L180,30 Z', GLOW, false) + path('M252,410 L348,410 L420,570 L180,570 Z', GLOW, false)) +
        rect(272, 160, 56, 280, GREY, 10) +
        rect(230, 190, 140, 220, '#394452', 24) +
        rect(230, 288, 140, 24, '#2c3540', 0) +
        ellipse(300, 196, 58, 10, '#fff2b8') +
        ellipse(300, 404, 58, 10, '#fff2b8'),
    },
  ],
  [
    'strip-light',
    {
      floor: [525, 190],
      draw: () => {
        const d = 'M236,330 C320,250 360,400 440,310 S520,170 570,140';
        return (
          pipe(d, 30, WHITE) +
          ['#ff5a7a', '#4fd18b', '#5aa9ff']
            .map(
              (c, i) =>
                `<path d="${d}" fill="none" stroke="${c}" stroke-width="22" stroke-dasharray="10 62" stroke-dashoffset="${-i * 24}" filter="url(#soft)"/>` +
                `<path d="${d}" fill="none" stroke="${c}" stroke-width="12" stroke-dasharray="10 62" stroke-dashoffset="${-i * 24}"/>`,
            )
            .join('') +
          circle(180, 400, 112, WHITE) +
          circle(180, 400, 86, '#f3efe2') +
          circle(180, 400, 38, GREY) +
          rect(420, 380, 84, 140, DARK, 16) +
          times(6, (i) =>
            circle(445 + (i % 2) * 34, 414 + Math.floor(i / 2) * 34, 10, ['#ff5a7a', '#4fd18b', '#5aa9ff', GLOW, WHITE, ORANGE][i] ?? WHITE, false),
          )
        );
      },
    },
  ],
  [
    'chandelier',
    {
      draw: () => {
        const arms = [-2, -1, 1, 2].map((k) => 300 + k * 92);
        const candle = (x: number, y: number): string =>
          glow(x, y - 40, 46, GLOW, 0.7) +
          rect(x - 12, y, 24, 50, WHITE, 5) +
          ellipse(x, y + 50, 26, 9, GOLD) +
          path(`M${x},${y - 48} C${x + 14},${y - 28} ${x + 12},${y - 8} ${x},${y - 6} C${x - 12},${y - 8} ${x - 14},${y - 28} ${x},${y - 48} Z`, '#fff1b0');
        const drop = (x: number, y: number): string =>
          stroke(`M${x},${y - 40} L${x},${y}`, GOLD, 3) + path(`M${x},${y} L${x + 11},${y + 18} L${x},${y + 42} L${x - 11},${y + 18} Z`, '#e3f4ff');
        return (
          rect(262, 30, 76, 22, GOLD, 8) +
          pipe('M300,52 L300,220', 8, GOLD) +
          arms.map((x) => pipe(`M300,262 C${(300 + x) / 2},350 ${x},330 ${x},292`, 9, GOLD)).join('') +
          arms.map((x) => drop((300 + x) / 2 + (x < 300 ? -10 : 10), 360)).join('') +
          arms.map((x) => candle(x, 240)).join('') +
          ellipse(300, 258, 52, 36, GOLD) +
          candle(300, 160) +
          times(4, (i) => circle(300, 306 + i * 22, 8, '#e3f4ff')) +
          drop(300, 400)
        );
      },
    },
  ],
  [
    'switch',
    {
      floor: [462, 170],
      draw: () => rect(150, 150, 130, 290, WHITE, 14) + rocker(168, 174, 94, 242) + rect(310, 170, 130, 290, WHITE, 14) + rocker(328, 194, 94, 242),
    },
  ],
  [
    'switch-plate',
    {
      floor: [442, 210],
      draw: () =>
        rect(80, 170, 440, 260, WHITE, 26) +
        rect(104, 194, 392, 212, PALE, 14) +
        times(4, (i) => rocker(118 + i * 62, 210, 54, 180)) +
        rect(372, 210, 108, 180, WHITE, 10) +
        socketHoles(426, 290, 0.9),
    },
  ],
  [
    'regulator',
    {
      floor: [472, 110],
      draw: () => {
        const dots = [200, 235, 270, 305, 340].map((a, i) => {
          const [x, y] = at(300, 300, 94, a);
          return circle(x, y, 5 + i, i === 4 ? ORANGE : INK, false);
        });
        return (
          rect(200, 140, 200, 320, WHITE, 18) +
          rect(220, 160, 160, 280, '#f3f4f1', 12) +
          dots.join('') +
          circle(300, 300, 66, WHITE) +
          circle(300, 300, 48, PALE) +
          pipe('M300,296 L322,262', 6, INK) +
          circle(300, 420, 7, ORANGE, false)
        );
      },
    },
  ],
  [
    'touch-switch',
    {
      floor: [442, 210],
      draw: () =>
        rect(90, 170, 420, 260, '#1c2330', 28) +
        fade(0.08, path('M120,170 L260,170 L150,430 L90,430 Z', '#ffffff', false)) +
        times(
          4,
          (i) =>
            glow(160 + i * 93, 280, 36, SKY, 0.5) +
            `<circle cx="${160 + i * 93}" cy="280" r="30" fill="#243044" stroke="${SKY}" stroke-width="4"/>` +
            circle(160 + i * 93, 280, 8, SKY, false) +
            circle(160 + i * 93, 370, 5, i === 0 ? GREEN : '#55647a', false),
        ),
    },
  ],
  ['wire-coil', { floor: [500, 170], draw: () => wireCoil(RED, '#a8281f') }],
  ['wire-coil-blue', { floor: [500, 170], draw: () => wireCoil('#3b7bd8', '#24539c') }],
  ['wire-coil-yellow', { floor: [500, 170], draw: () => wireCoil('#f2c230', '#b58d12') }],
  ['wire-coil-black', { floor: [500, 170], draw: () => wireCoil('#3a4048', '#1c2026') }],
  [
    'cable',
    {
      floor: [548, 160],
      draw: () =>
        pipe('M40,540 C160,480 230,410 300,330', 84, '#5d6875') +
        stroke('M60,510 C170,455 230,395 288,322', '#ffffff', 6, 0.25) +
        circle(300, 330, 40, '#48525e') +
        pipe('M360,200 L366,150', 10, COPPER) +
        pipe('M420,250 L462,236', 10, COPPER) +
        pipe('M420,330 L464,336', 10, COPPER) +
        pipe('M296,320 C330,290 350,250 360,200', 24, RED) +
        pipe('M306,326 C340,300 380,270 420,250', 24, DARK) +
        pipe('M304,338 C340,326 380,322 420,330', 24, GREEN) +
        `<path d="M304,338 C340,326 380,322 420,330" fill="none" stroke="${GLOW}" stroke-width="24" stroke-dasharray="14 14"/>`,
    },
  ],
  [
    'ceiling-fan',
    {
      draw: () =>
        rect(262, 26, 76, 32, WHITE, 12) +
        pipe('M300,56 L300,250', 18, WHITE) +
        blades(300, 300, 250, 84, '#f4f1ea', 3, 90) +
        circle(300, 300, 76, WHITE) +
        `<circle cx="300" cy="300" r="64" fill="none" stroke="#b8935a" stroke-width="5"/>` +
        circle(300, 300, 50, '#eceae4') +
        circle(300, 300, 18, GREY),
    },
  ],
  ['table-fan', { floor: [492, 130], draw: () => tableFan(false) }],
  ['pedestal-fan', { floor: [510, 130], draw: () => tableFan(true) }],
  [
    'exhaust-fan',
    {
      floor: [478, 180],
      draw: () =>
        rect(130, 130, 340, 340, WHITE, 34) +
        circle(300, 300, 140, '#d5dbe2') +
        blades(300, 300, 122, 44, '#9aa5b1', 5, 10) +
        circle(300, 300, 32, WHITE) +
        times(11, (i) => {
          const x = 180 + i * 24;
          const h = Math.round(Math.sqrt(140 * 140 - (x - 300) ** 2));
          return stroke(`M${x},${300 - h} L${x},${300 + h}`, INK, 3, 0.55);
        }) +
        [
          [160, 160],
          [440, 160],
          [160, 440],
          [440, 440],
        ]
          .map(([x = 0, y = 0]) => circle(x, y, 8, METAL))
          .join(''),
    },
  ],
  [
    'geyser',
    {
      draw: () =>
        pipe('M260,456 L260,520', 14, METAL) +
        pipe('M340,456 L340,520', 14, METAL) +
        rect(250, 516, 20, 14, BLUE, 3) +
        rect(330, 516, 20, 14, RED, 3) +
        rect(200, 90, 200, 370, WHITE, 70) +
        rect(202, 250, 196, 28, BLUE, 0, false) +
        rect(250, 150, 100, 56, DARK, 12) +
        circle(275, 178, 8, RED, false) +
        circle(300, 178, 8, GREEN, false) +
        circle(325, 178, 8, ORANGE, false) +
        circle(300, 340, 26, GREY) +
        pipe('M300,340 L300,322', 4, INK) +
        stroke('M222,170 L222,380', '#ffffff', 10, 0.8),
    },
  ],
  [
    'room-heater',
    {
      floor: [446, 150],
      draw: () =>
        times(3, (i) => stroke(`M${240 + i * 60},150 C${220 + i * 60},120 ${260 + i * 60},100 ${240 + i * 60},70`, ORANGE, 8, 0.6)) +
        rect(196, 426, 40, 16, DARK, 6) +
        rect(364, 426, 40, 16, DARK, 6) +
        rect(170, 170, 260, 260, WHITE, 34) +
        rect(196, 200, 140, 200, '#3b2a25', 16) +
        glow(266, 300, 70, ORANGE, 0.8) +
        times(6, (i) => rect(212, 220 + i * 30, 108, 14, ORANGE, 7, false)) +
        circle(380, 250, 24, GREY) +
        pipe('M380,250 L380,232', 4, INK) +
        circle(380, 330, 24, GREY) +
        pipe('M380,330 L394,316', 4, INK) +
        circle(380, 392, 7, RED, false),
    },
  ],
  [
    'oil-radiator',
    {
      floor: [490, 190],
      draw: () =>
        rect(130, 438, 280, 14, DARK, 7) +
        circle(150, 470, 18, DARK) +
        circle(390, 470, 18, DARK) +
        times(9, (i) => rect(120 + i * 34, 150, 30, 290, WHITE, 15) + stroke(`M${135 + i * 34},176 L${135 + i * 34},414`, '#d3d8de', 4)) +
        rect(420, 180, 70, 150, GREY, 12) +
        circle(455, 230, 18, WHITE) +
        pipe('M455,230 L455,216', 3, INK) +
        circle(455, 292, 7, ORANGE, false),
    },
  ],
  [
    'air-cooler',
    {
      floor: [518, 130],
      draw: () =>
        circle(220, 505, 14, DARK) +
        circle(380, 505, 14, DARK) +
        rect(190, 80, 220, 420, WHITE, 34) +
        times(3, (i) => rect(230, 102 + i * 16, 140, 8, GREY, 4, false)) +
        rect(222, 160, 156, 170, '#d9e3ec', 14) +
        times(6, (i) => stroke(`M236,${184 + i * 26} L364,${184 + i * 26}`, '#9fb0c0', 8)) +
        rect(240, 350, 120, 36, DARK, 10) +
        times(4, (i) => circle(260 + i * 27, 368, 6, [GREEN, SKY, SKY, ORANGE][i] ?? SKY, false)) +
        rect(270, 408, 60, 56, '#e6f3fd', 8) +
        rect(274, 436, 52, 24, '#5bb4f0', 5, false),
    },
  ],
  [
    'smart-hub',
    {
      floor: [448, 150],
      draw: () =>
        times(3, (i) => {
          const r = 40 + i * 32;
          const [x1, y1] = at(300, 170, r, 225);
          const [x2, y2] = at(300, 170, r, 315);
          return stroke(`M${x1},${y1} A${r},${r} 0 0 1 ${x2},${y2}`, BLUE, 8, 0.6);
        }) +
        rect(170, 204, 260, 236, '#cfd5dc', 64) +
        rect(170, 180, 260, 236, WHITE, 64) +
        glow(300, 298, 60, SKY, 0.6) +
        `<circle cx="300" cy="298" r="52" fill="none" stroke="${SKY}" stroke-width="10"/>` +
        circle(300, 298, 30, PALE),
    },
  ],
  [
    'smart-plug',
    {
      floor: [486, 100],
      draw: () =>
        rect(262, 400, 14, 66, METAL, 6) +
        rect(324, 400, 14, 66, METAL, 6) +
        rect(290, 400, 20, 80, METAL, 8) +
        rect(200, 130, 200, 280, WHITE, 56) +
        circle(300, 250, 76, '#f1f2f4') +
        socketHoles(300, 244, 1) +
        glow(300, 368, 26, SKY, 0.7) +
        `<circle cx="300" cy="368" r="16" fill="${PALE}" stroke="${SKY}" stroke-width="5"/>`,
    },
  ],
  [
    'camera',
    {
      floor: [476, 120],
      draw: () =>
        rect(205, 420, 190, 52, WHITE, 26) +
        rect(262, 340, 76, 90, WHITE, 16) +
        circle(300, 240, 130, WHITE) +
        circle(300, 250, 82, DARK) +
        circle(300, 250, 46, '#34507a') +
        circle(300, 250, 24, '#16223a') +
        circle(312, 238, 8, '#ffffff', false) +
        circle(240, 250, 5, '#7a3030', false) +
        circle(360, 250, 5, '#7a3030', false) +
        circle(300, 190, 6, SKY, false) +
        stroke('M206,180 A112,112 0 0 1 270,124', '#ffffff', 10, 0.9),
    },
  ],
  [
    'bullet-camera',
    {
      floor: [478, 110],
      draw: () =>
        rect(330, 440, 160, 30, WHITE, 14) +
        pipe('M368,310 L404,444', 30, WHITE) +
        group(
          'rotate(-10 360 280)',
          pipe('M400,210 L424,110', 8, DARK) +
            rect(140, 220, 300, 110, WHITE, 40) +
            rect(110, 198, 320, 30, WHITE, 12) +
            ellipse(152, 275, 28, 52, DARK) +
            ellipse(148, 275, 14, 30, '#34507a') +
            circle(144, 262, 5, '#ffffff', false) +
            stroke('M200,300 L420,300', '#dfe4ea', 6),
        ),
    },
  ],
  [
    'smart-lock',
    {
      draw: () =>
        rect(215, 60, 170, 480, '#20262f', 26) +
        fade(0.08, path('M240,60 L330,60 L230,400 L215,400 Z', '#ffffff', false)) +
        times(
          12,
          (i) =>
            glow(262 + (i % 3) * 38, 110 + Math.floor(i / 3) * 40, 12, SKY, 0.35) +
            circle(262 + (i % 3) * 38, 110 + Math.floor(i / 3) * 40, 9, '#9edcff', false),
        ) +
        rect(300, 312, 200, 36, METAL, 18) +
        circle(300, 330, 34, METAL) +
        circle(300, 330, 14, GREY) +
        circle(300, 440, 32, '#394454') +
        times(3, (i) => stroke(`M${290 - i * 6},${452 + i * 2} A${10 + i * 7},${12 + i * 7} 0 1 1 ${310 + i * 6},${452 + i * 2}`, '#8fa0b3', 3)),
    },
  ],
  [
    'socket',
    {
      floor: [442, 190],
      draw: () =>
        rect(130, 170, 340, 260, WHITE, 26) +
        rect(152, 192, 296, 216, PALE, 14) +
        rocker(168, 208, 86, 184) +
        rect(270, 208, 162, 184, WHITE, 10) +
        socketHoles(351, 290, 1),
    },
  ],
  [
    'extension-board',
    {
      floor: [398, 240],
      draw: () =>
        pipe('M506,300 C560,300 590,360 600,420', 14, DARK) +
        rect(70, 236, 440, 150, '#d7dce2', 34) +
        rect(70, 220, 440, 150, WHITE, 34) +
        rect(96, 260, 50, 70, RED, 10) +
        glow(121, 278, 16, RED, 0.6) +
        rect(104, 268, 34, 22, '#ff8a80', 5, false) +
        times(4, (i) => circle(200 + i * 80, 295, 34, '#f1f2f4') + socketHoles(200 + i * 80, 297, 0.45)),
    },
  ],
  [
    'usb-socket',
    {
      floor: [462, 130],
      draw: () =>
        rect(190, 150, 220, 300, WHITE, 24) +
        rect(210, 170, 180, 260, PALE, 14) +
        times(2, (i) => rect(242, 210 + i * 60, 116, 36, DARK, 5) + rect(256, 220 + i * 60, 88, 12, METAL, 2, false)) +
        rect(262, 332, 76, 30, DARK, 15) +
        rect(276, 343, 48, 8, METAL, 4, false) +
        glow(300, 398, 14, BLUE, 0.7) +
        circle(300, 398, 7, SKY, false),
    },
  ],
  ['mcb', { floor: [504, 140], draw: () => dinDevice(190, 110, DARK, 1) + dinDevice(300, 110, DARK, 1) + rect(214, 278, 172, 14, DARK, 6) }],
  ['rccb', { floor: [504, 160], draw: () => dinDevice(170, 260, BLUE, 2) + circle(380, 410, 16, GLOW) + circle(220, 410, 8, GREEN, false) }],
  [
    'distribution-board',
    {
      draw: () =>
        rect(80, 110, 440, 380, '#e8eaed', 18) +
        rect(110, 140, 380, 320, '#c9cfd6', 10) +
        rect(120, 292, 360, 14, METAL, 2) +
        times(8, (i) => rect(130 + i * 43, 220, 38, 160, WHITE, 5) + rect(141 + i * 43, 266, 16, 36, i === 0 ? RED : DARK, 3)) +
        rect(512, 150, 16, 60, METAL, 4) +
        rect(512, 390, 16, 60, METAL, 4) +
        times(4, (i) => circle(170 + i * 86, 124, 7, '#b8bfc7')),
    },
  ],
  [
    'surge-protector',
    {
      floor: [504, 160],
      draw: () =>
        rect(170, 110, 260, 380, WHITE, 12) +
        [190, 310]
          .map(
            (x) =>
              rect(x, 180, 100, 250, PALE, 10) +
              rect(x + 25, 204, 50, 24, GREEN, 5) +
              path(`M${x + 58},260 L${x + 34},316 L${x + 52},316 L${x + 44},364 L${x + 70},298 L${x + 52},298 Z`, ORANGE) +
              circle(x + 50, 146, 12, METAL) +
              circle(x + 50, 460, 12, METAL),
          )
          .join(''),
    },
  ],
  [
    'stabilizer',
    {
      floor: [456, 200],
      draw: () =>
        rect(150, 436, 50, 14, DARK, 6) +
        rect(400, 436, 50, 14, DARK, 6) +
        rect(120, 170, 360, 270, '#eceef1', 26) +
        rect(150, 200, 190, 110, DARK, 12) +
        rect(166, 214, 158, 58, '#103325', 6) +
        digits(182, 220, ['abged', 'abgcd', 'abcdef'], '#58e39a') +
        circle(185, 292, 7, GREEN, false) +
        circle(215, 292, 7, ORANGE, false) +
        circle(245, 292, 7, RED, false) +
        circle(410, 250, 30, WHITE) +
        pipe('M410,250 L428,232', 4, INK) +
        rect(390, 310, 40, 56, RED, 8) +
        times(4, (i) => rect(150, 340 + i * 20, 190, 8, '#c7cdd4', 4, false)),
    },
  ],
  [
    'screwdriver',
    {
      floor: [520, 200],
      draw: () =>
        group('rotate(-24 300 300) translate(0 -110)', screwdriver('#f2c230', RED, METAL)) +
        group('rotate(-24 300 300)', screwdriver(RED, DARK, METAL)) +
        group('rotate(-24 300 300) translate(0 110)', screwdriver(BLUE, GLOW, RED)),
    },
  ],
  [
    'pliers',
    {
      floor: [470, 200],
      draw: () =>
        group(
          'rotate(-24 300 300)',
          pipe('M300,280 L226,262', 26, METAL) +
            pipe('M300,300 L226,318', 26, METAL) +
            pipe('M228,262 L92,236', 38, RED) +
            pipe('M228,318 L92,344', 38, RED) +
            pipe('M106,239 L90,236', 38, DARK) +
            pipe('M106,341 L90,344', 38, DARK) +
            path('M290,258 C340,246 404,248 432,262 L438,306 C404,322 340,324 290,310 Z', METAL) +
            stroke('M336,284 L438,284', INK, 3) +
            times(4, (i) => stroke(`M${396 + i * 10},270 L${396 + i * 10},298`, INK, 2, 0.6)) +
            ellipse(350, 284, 14, 6, DARK) +
            circle(300, 284, 22, METAL) +
            circle(300, 284, 8, GREY),
        ),
    },
  ],
  [
    'tester',
    {
      floor: [440, 200],
      draw: () =>
        group(
          'rotate(-28 300 300)',
          rect(96, 276, 32, 48, METAL, 10) +
            rect(150, 246, 110, 14, METAL, 6) +
            rect(110, 266, 200, 68, '#cfe9ff', 34) +
            glow(196, 300, 40, ORANGE, 0.8) +
            ellipse(196, 300, 30, 12, '#ffb347') +
            rect(240, 292, 42, 16, '#7b5532', 4, false) +
            stroke('M140,300 l6,-8 l6,16 l6,-16 l6,16 l6,-8', INK, 3) +
            rect(306, 284, 26, 32, WHITE, 6) +
            rect(330, 292, 170, 16, METAL, 4) +
            path('M500,292 L532,298 L532,302 L500,308 Z', METAL),
        ),
    },
  ],
  [
    'multimeter',
    {
      draw: () =>
        rect(190, 70, 220, 420, '#f2c230', 30) +
        rect(210, 90, 180, 380, '#2a313b', 20) +
        rect(228, 110, 144, 78, '#b9d7a9', 8) +
        digits(248, 126, ['abged', 'abgcd', 'abcdef'], '#2f4a2e') +
        times(12, (i) => {
          const [x, y] = at(300, 300, 82, i * 30);
          return circle(x, y, 4, '#8fa0b3', false);
        }) +
        circle(300, 300, 62, '#3d4652') +
        pipe('M300,300 L300,252', 8, WHITE) +
        [RED, DARK, RED].map((c, i) => circle(250 + i * 50, 430, 15, c) + circle(250 + i * 50, 430, 7, '#111111', false)).join('') +
        pipe('M250,430 C236,540 150,530 118,452', 10, RED) +
        pipe('M300,430 C316,540 440,540 482,462', 10, DARK) +
        pipe('M118,452 L100,380', 18, RED) +
        pipe('M100,380 L94,350', 5, METAL) +
        pipe('M482,462 L500,390', 18, DARK) +
        pipe('M500,390 L506,360', 5, METAL),
    },
  ],
  [
    'cable-organizer',
    {
      draw: () =>
        group(
          'rotate(-25 300 300)',
          pipe('M40,270 L560,270', 24, DARK) +
            pipe('M40,300 L560,300', 24, '#8d99a6') +
            pipe('M40,330 L560,330', 24, BLUE) +
            times(8, (i) => pipe(`M${180 + i * 34},250 C${202 + i * 34},270 ${190 + i * 34},330 ${208 + i * 34},352`, 11, '#f5f5f2')) +
            pipe('M110,248 L110,354', 12, '#f5f5f2') +
            rect(98, 226, 24, 24, '#f5f5f2', 4) +
            pipe('M110,226 L128,160', 10, '#f5f5f2'),
        ),
    },
  ],
  [
    'conduit',
    {
      floor: [474, 210],
      draw: () =>
        group(
          'rotate(-14 300 300)',
          [200, 268, 336]
            .map((y, i) => {
              const x = 100 + i * 22;
              return (
                ellipse(x, y + 28, 14, 28, '#e2e5e9') +
                rect(x, y, 360, 56, '#eef0f2', 0) +
                stroke(`M${x + 6},${y + 14} L${x + 350},${y + 14}`, '#ffffff', 6, 0.9) +
                ellipse(x + 360, y + 28, 14, 28, '#eef0f2') +
                ellipse(x + 360, y + 28, 8, 18, '#8e98a3')
              );
            })
            .join('') + rect(262, 262, 54, 68, '#dfe3e8', 8),
        ),
    },
  ],
  [
    'junction-box',
    {
      floor: [506, 160],
      draw: () =>
        times(4, (i) => group(`rotate(${i * 90} 300 300)`, rect(270, 96, 60, 96, '#c9ced4', 8) + ellipse(300, 100, 22, 8, '#5c6670'))) +
        circle(300, 300, 140, '#d3d7dc') +
        circle(300, 300, 112, '#e6e9ec') +
        `<circle cx="300" cy="300" r="92" fill="none" stroke="#c9ced4" stroke-width="4"/>` +
        circle(300, 208, 10, METAL) +
        circle(300, 392, 10, METAL) +
        stroke('M294,202 L306,214', INK, 3) +
        stroke('M294,386 L306,398', INK, 3),
    },
  ],
]);

// ---- Frame -------------------------------------------------------------------------------------

interface Look {
  from: string;
  to: string;
  backdrop: string;
  shadow: number;
  transform: string;
}

const LOOKS: readonly Look[] = [
  { from: '#f8f6f1', to: '#e8e2d6', shadow: 0.12, transform: 'translate(0 0)', backdrop: '<circle cx="300" cy="290" r="238" fill="#ffffff" opacity="0.55"/>' },
  {
    from: '#edf3fb',
    to: '#c9d9ee',
    shadow: 0.14,
    transform: 'translate(300 300) rotate(-9) scale(0.9) translate(-300 -300)',
    backdrop: '<path d="M0,430 L600,330 L600,600 L0,600 Z" fill="#ffffff" opacity="0.4"/>',
  },
  {
    from: '#ecf7f1',
    to: '#cbe7d8',
    shadow: 0.14,
    transform: 'translate(300 300) scale(1.5) translate(-310 -280)',
    backdrop: '<circle cx="90" cy="110" r="110" fill="#ffffff" opacity="0.35"/><circle cx="540" cy="520" r="150" fill="#ffffff" opacity="0.3"/>',
  },
  {
    from: '#34404f',
    to: '#1a2029',
    shadow: 0.35,
    transform: 'translate(300 300) rotate(7) scale(0.82) translate(-300 -290)',
    backdrop:
      '<ellipse cx="300" cy="250" rx="280" ry="240" fill="#ffffff" opacity="0.08"/><rect y="450" width="600" height="150" fill="#000000" opacity="0.18"/>',
  },
];

export function renderProductArt(kind: string, variant: number): string | null {
  const art = KINDS.get(kind);
  const look = Number.isInteger(variant) ? LOOKS[variant - 1] : undefined;
  if (!art || !look) return null;
  const label = kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, ' ');
  const shadow = art.floor ? `<ellipse cx="300" cy="${art.floor[0]}" rx="${art.floor[1]}" ry="16" fill="#000000" opacity="${look.shadow}"/>` : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">',
    `<title>${label}, view ${variant}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient>`,
    '<filter id="soft" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="18"/></filter></defs>',
    '<rect width="600" height="600" fill="url(#bg)"/>',
    look.backdrop,
    `<g transform="${look.transform}">${shadow}${art.draw()}</g>`,
    '</svg>',
  ].join('');
}
