// The byte floor of issue 8: React + ReactDOM rendering one <h1>, built by the same Vite.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Kla Klouk</h1>);
