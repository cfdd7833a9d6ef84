import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { PageMessage } from '../../components/page-message/page-message';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { useFlash } from '../../components/layout/flash/flash-context';
import { signOut } from '../../lib/sign-out';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function LogoutPage() {
  useDocumentTitle('Logging out');
  const navigate = useNavigate();
  const { setUserId } = useCartWishlist();
  const { flash } = useFlash();
  // StrictMode runs effects twice in development; the server must still see a single logout.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => {
      setUserId(null);
      void navigate('/', { replace: true });
      flash('success', 'You have been logged out.');
    });
  }, [flash, navigate, setUserId]);

  return (
    <PageMessage icon={LogOut} title="Logging out">
      <p>Signing you out securely…</p>
    </PageMessage>
  );
}
