/** A rooster: red comb and wattle, yellow beak, tail feathers. */
export function RoosterArt() {
  return (
    <>
      <path d="M44 30c8-10 16-8 16 2s-6 18-14 20" fill="#15803d" />
      <path d="M46 34c6-6 12-4 11 3s-5 11-10 13" fill="#1d4ed8" />
      <ellipse cx="32" cy="42" rx="17" ry="14" fill="#f5f5f4" />
      <path d="M20 40q10 10 24 2" stroke="#d6d3d1" strokeWidth="3" fill="none" />
      <circle cx="22" cy="22" r="10" fill="#f5f5f4" />
      <path d="M14 14q2-7 5-3 2-6 5-1 3-5 5 1l-2 5H15z" fill="#dc2626" />
      <path d="M12 22l-8 3 8 3z" fill="#f59e0b" />
      <path d="M13 28q-1 7 3 8 3-3 1-8z" fill="#dc2626" />
      <circle cx="20" cy="20" r="2.5" fill="#1c1917" />
      <path d="M26 55v6M36 55v6M22 61h8M32 61h8" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
    </>
  );
}
