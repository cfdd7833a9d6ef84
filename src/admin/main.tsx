import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { AdminShell } from './app/admin-shell';
import { captureHandoffCode } from './app/session/initial-session';

// First thing, before React: the hand-off code must leave the address bar at once.
captureHandoffCode();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <AdminShell />
  </StrictMode>,
);
