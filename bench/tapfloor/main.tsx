// The tap floor of bench/tapPaint.ts: one React component with six buttons, each counting its taps,
// built by the same Vite. What a tap costs before anything of the app's own is added.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const NAMES = ['Tiger', 'Gourd', 'Rooster', 'Shrimp', 'Crab', 'Fish'];

function Board() {
  const [taps, setTaps] = useState<number[]>(() => NAMES.map(() => 0));
  return (
    <main style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, padding: 8 }}>
      {NAMES.map((name, index) => (
        <button
          key={name}
          type="button"
          data-symbol={index}
          style={{ minHeight: 96 }}
          onClick={() => setTaps((counts) => counts.map((count, at) => (at === index ? count + 1 : count)))}
        >
          {name} {taps[index]}
        </button>
      ))}
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Board />);
