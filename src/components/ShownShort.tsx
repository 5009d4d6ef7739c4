/**
 * Words shown short where a narrow screen has one line for them, and said whole to screen readers
 * (inside a live region the hidden sentence is what is announced, once).
 */
export function ShownShort({ shown, said }: { shown: string; said: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{said}</span>
    </>
  );
}
