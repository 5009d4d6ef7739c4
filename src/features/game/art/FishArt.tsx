/** A fish: blue body, forked tail, fins and scales. */
export function FishArt() {
  return (
    <>
      <path d="M46 32l14-13v26z" fill="#0284c7" />
      <path d="M26 16q8-6 14 4z" fill="#0369a1" />
      <ellipse cx="28" cy="32" rx="22" ry="15" fill="#38bdf8" />
      <path d="M22 46q6 6 12 0z" fill="#0369a1" />
      <path d="M28 24q5 8 0 16M36 24q5 8 0 16" stroke="#0284c7" strokeWidth="2" fill="none" />
      <path d="M8 35q4 3 8 1" stroke="#0c4a6e" strokeWidth="2" fill="none" strokeLinecap="round" />
      <circle cx="15" cy="28" r="4" fill="#fff" />
      <circle cx="14.5" cy="28" r="2.2" fill="#0c4a6e" />
    </>
  );
}
