// The smallest consumer: the theme stylesheet, the font and one component, under a brand of its own. Its
// CSS is the theme's, the font's and the button's, and nothing of the components it does not import.
import '@agency/design-system/theme.css';
import '@agency/design-system/fonts.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, brandTheme, lightTheme } from '@agency/design-system/foundations';
import { Button } from '@agency/design-system/primitives';

const harbour = brandTheme({
  color: { primary: '#8a2b0e', primaryHover: '#6f220b', onPrimary: '#ffffff', focusRing: '#8a2b0e' },
  radius: { pill: '4px' },
});

document.documentElement.classList.add(lightTheme);
applyTheme(document.documentElement, harbour);

function App() {
  const [shown, setShown] = useState(false);
  return (
    <main style={{ padding: 24 }}>
      <h1>Harbour Ferries</h1>
      <p>The summer crossings start on the first of June.</p>
      <Button onClick={() => setShown(true)}>Show the first sailing</Button>
      {shown && <p role="status">07:15 from the north quay.</p>}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
