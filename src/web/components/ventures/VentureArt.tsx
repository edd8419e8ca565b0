/** Decorative hero drawings, one per venture: plain SVG, so no image to download. */
export type ArtName = 'medai' | 'electricians' | 'solar' | 'education';

const AMBER = '#f59e0b';
const AMBER_LIGHT = '#fcd34d';
const LINE = 'rgba(255,255,255,0.22)';
const PANEL = 'rgba(255,255,255,0.06)';

export function VentureArt({ name }: { name: ArtName }) {
  return (
    <svg
      viewBox="0 0 400 320"
      className="h-auto w-full drop-shadow-2xl"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      {name === 'medai' && <MedaiArt />}
      {name === 'electricians' && <ElectriciansArt />}
      {name === 'solar' && <SolarArt />}
      {name === 'education' && <EducationArt />}
    </svg>
  );
}

function MedaiArt() {
  const statusColours = ['#34d399', AMBER, '#38bdf8', '#f87171'];
  return (
    <g>
      <rect x="20" y="24" width="300" height="240" rx="18" fill={PANEL} stroke={LINE} />
      <circle cx="42" cy="46" r="5" fill="#f87171" />
      <circle cx="58" cy="46" r="5" fill={AMBER} />
      <circle cx="74" cy="46" r="5" fill="#34d399" />
      <line x1="20" y1="66" x2="320" y2="66" stroke={LINE} />
      {Array.from({ length: 20 }, (_, index) => {
        const column = index % 5;
        const row = Math.floor(index / 5);
        const busy = [1, 7, 8, 13, 17].includes(index);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered.
            key={index}
            x={40 + column * 24}
            y={86 + row * 24}
            width="18"
            height="18"
            rx="4"
            fill={busy ? AMBER : 'rgba(255,255,255,0.12)'}
          />
        );
      })}
      <polyline
        points="170,130 195,130 205,100 220,160 232,118 242,130 300,130"
        fill="none"
        stroke={AMBER_LIGHT}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {statusColours.map((colour, index) => (
        <g key={colour} transform={`translate(40 ${196 + index * 16})`}>
          <rect width="150" height="8" rx="4" fill="rgba(255,255,255,0.14)" />
          <rect x="170" width="46" height="8" rx="4" fill={colour} />
          <rect x="226" width="34" height="8" rx="4" fill="rgba(255,255,255,0.1)" />
        </g>
      ))}
      <g transform="translate(286 118)">
        <rect width="96" height="170" rx="16" fill="#1c1917" stroke={LINE} strokeWidth="2" />
        <rect x="12" y="20" width="72" height="120" rx="6" fill="rgba(255,255,255,0.08)" />
        <path
          d="M48 46a14 14 0 0 0-14 14c0 16-7 20-7 20h42s-7-4-7-20a14 14 0 0 0-14-14zM43 86a6 6 0 0 0 10 0"
          fill="none"
          stroke={AMBER}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="22" y="104" width="52" height="8" rx="4" fill="rgba(255,255,255,0.3)" />
        <rect x="30" y="120" width="36" height="6" rx="3" fill="rgba(255,255,255,0.15)" />
        <circle cx="48" cy="154" r="6" fill="rgba(255,255,255,0.2)" />
      </g>
    </g>
  );
}

function ElectriciansArt() {
  const traces = [
    'M20 60h80v60h50',
    'M20 260h60v-70h70',
    'M380 50h-70v80h-60',
    'M380 270h-90v-70h-40',
    'M200 20v90',
    'M200 300v-90',
  ];
  const nodes: [number, number][] = [
    [20, 60],
    [20, 260],
    [380, 50],
    [380, 270],
    [200, 20],
    [200, 300],
    [100, 120],
    [80, 190],
    [310, 130],
    [290, 200],
  ];
  return (
    <g>
      {traces.map((trace) => (
        <path key={trace} d={trace} fill="none" stroke={LINE} strokeWidth="3" strokeLinejoin="round" />
      ))}
      {nodes.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="6" fill="#1c1917" stroke={AMBER} strokeWidth="3" />
      ))}
      <circle cx="200" cy="160" r="92" fill="rgba(245,158,11,0.12)" stroke={LINE} />
      <circle cx="200" cy="160" r="64" fill="rgba(245,158,11,0.18)" />
      <path
        d="M212 92l-56 80h40l-8 56 56-82h-40z"
        fill={AMBER}
        stroke={AMBER_LIGHT}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <g
        transform="translate(40 150)"
        fill="none"
        stroke="rgba(255,255,255,0.5)"
        strokeWidth="3"
        strokeLinejoin="round"
      >
        <path d="M0 34l30-26 30 26v36H0z" />
        <path d="M22 70V48h16v22" />
      </g>
      <g
        transform="translate(300 140)"
        fill="none"
        stroke="rgba(255,255,255,0.5)"
        strokeWidth="3"
        strokeLinejoin="round"
      >
        <path d="M0 90V20l28-14v84M28 90V30l30 14v46M-6 90h70" />
        <path d="M10 34h8M10 50h8M10 66h8M38 54h10M38 70h10" />
      </g>
    </g>
  );
}

function SolarArt() {
  const cells = [];
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      // A panel tilted towards the sun: each cell is a parallelogram.
      const x = 40 + column * 44 + row * 14;
      const y = 200 + row * 26;
      cells.push(
        <path
          key={`${row}-${column}`}
          d={`M${x} ${y}h40l10 -22h-40z`}
          transform={`translate(0 ${row * 2})`}
          fill="rgba(56,189,248,0.22)"
          stroke="rgba(186,230,253,0.55)"
          strokeWidth="1.5"
        />,
      );
    }
  }
  return (
    <g>
      <circle cx="290" cy="92" r="74" fill="rgba(245,158,11,0.14)" />
      <circle cx="290" cy="92" r="46" fill={AMBER} />
      <circle cx="290" cy="92" r="46" fill="none" stroke={AMBER_LIGHT} strokeWidth="3" />
      {Array.from({ length: 12 }, (_, index) => {
        const angle = (index * Math.PI) / 6;
        return (
          <line
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered.
            key={index}
            x1={290 + Math.cos(angle) * 60}
            y1={92 + Math.sin(angle) * 60}
            x2={290 + Math.cos(angle) * 80}
            y2={92 + Math.sin(angle) * 80}
            stroke={AMBER_LIGHT}
            strokeWidth="4"
            strokeLinecap="round"
          />
        );
      })}
      <path d="M30 300h250" stroke={LINE} strokeWidth="3" />
      <path d="M120 282v18M200 282v18" stroke="rgba(255,255,255,0.4)" strokeWidth="4" />
      {cells}
      <g transform="translate(316 196)">
        <rect width="54" height="96" rx="10" fill="#1c1917" stroke="rgba(255,255,255,0.5)" strokeWidth="3" />
        <rect x="17" y="-10" width="20" height="10" rx="3" fill="rgba(255,255,255,0.5)" />
        {[0, 1, 2].map((bar) => (
          <rect
            key={bar}
            x="10"
            y={62 - bar * 24}
            width="34"
            height="18"
            rx="3"
            fill={bar < 2 ? '#34d399' : 'rgba(52,211,153,0.3)'}
          />
        ))}
      </g>
      <path
        d="M290 170c0 30-20 40-40 40"
        fill="none"
        stroke={AMBER_LIGHT}
        strokeWidth="2"
        strokeDasharray="6 8"
      />
    </g>
  );
}

function EducationArt() {
  return (
    <g>
      <rect
        x="26"
        y="60"
        width="348"
        height="236"
        rx="14"
        fill="none"
        stroke={AMBER}
        strokeWidth="2"
        strokeDasharray="10 10"
        opacity="0.7"
      />
      <path
        d="M80 150l120-64 120 64z"
        fill="rgba(245,158,11,0.2)"
        stroke={AMBER_LIGHT}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="92" y="150" width="216" height="12" fill="rgba(255,255,255,0.25)" />
      {[0, 1, 2, 3, 4].map((column) => (
        <rect
          key={column}
          x={106 + column * 42}
          y="168"
          width="18"
          height="78"
          rx="3"
          fill="rgba(255,255,255,0.16)"
          stroke={LINE}
        />
      ))}
      <rect x="84" y="248" width="232" height="12" fill="rgba(255,255,255,0.25)" />
      <rect x="72" y="262" width="256" height="12" fill="rgba(255,255,255,0.15)" />
      <circle cx="200" cy="124" r="9" fill={AMBER} />
      <g transform="translate(300 20)">
        <path
          d="M40 0L0 18l40 18 40-18z"
          fill={AMBER}
          stroke={AMBER_LIGHT}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M16 29v16c12 10 36 10 48 0V29" fill="none" stroke={AMBER_LIGHT} strokeWidth="3" />
        <path d="M78 18v26" stroke={AMBER_LIGHT} strokeWidth="3" strokeLinecap="round" />
      </g>
      <g
        transform="translate(24 18)"
        fill="none"
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="3"
        strokeLinejoin="round"
      >
        <path d="M0 4h22a14 14 0 0 1 14 14v30a10 10 0 0 0-10-10H0z" />
        <path d="M72 4H50a14 14 0 0 0-14 14v30a10 10 0 0 1 10-10h26z" />
      </g>
    </g>
  );
}
