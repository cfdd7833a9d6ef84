import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminShell } from './app/admin-shell';
import './styles/admin.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminShell />
    </StrictMode>,
  );
}
