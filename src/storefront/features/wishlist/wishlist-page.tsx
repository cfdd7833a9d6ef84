import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { AlertTriangle, Heart, LoaderCircle, LogIn } from 'lucide-react';
import { wishlistEntrySchema, type WishlistEntry } from '../../../shared/shopping/cart.schema';
import { useCategories } from '../../api/categories/get-categories';
import { useWishlist } from '../../api/wishlist/get-wishlist';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedIn } from '../../lib/use-signed-in';
import { returnState } from '../../lib/return-path';
import { WishlistCard } from './wishlist-card';
import { Page, PageTitle } from '../../components/page/page';
import styles from './wishlist-page.module.css';

const stateSchema = z.union([z.array(wishlistEntrySchema), z.object({ wishlist: z.array(wishlistEntrySchema) }).transform((s) => s.wishlist)]);

/** Spec §2: the navigation bar may hand over the list it fetched; anything else in route state is ignored. */
function listFromState(state: unknown): WishlistEntry[] | undefined {
  const parsed = stateSchema.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}

function SignInPrompt() {
  return (
    <PageMessage
      icon={LogIn}
      title="My Wishlist"
      actions={
        <Link to="/sign-in" state={returnState('/wishlist')} className={pageMessageClasses.primaryAction}>
          Sign In
        </Link>
      }
    >
      <p>Please log in to see your wishlist.</p>
    </PageMessage>
  );
}

function WishlistContent({ userId }: { userId: string | null }) {
  const location = useLocation();
  const wishlist = useWishlist(userId, true, { placeholder: listFromState(location.state), refetchOnMount: 'always' });
  const categories = useCategories();
  const categoryName = (slug: string) => categories.data?.find((c) => c.category === slug)?.name ?? slug;

  if (!userId) return <SignInPrompt />;

  if (wishlist.isPending) {
    return (
      <div className={styles.loading} role="status">
        <LoaderCircle size={32} aria-hidden="true" className={styles.spinner} />
        Loading your wishlist…
      </div>
    );
  }

  if (wishlist.isError) {
    return (
      <PageMessage
        icon={AlertTriangle}
        title="We couldn't load your wishlist"
        actions={
          <button type="button" className={pageMessageClasses.primaryAction} onClick={() => void wishlist.refetch()}>
            Try Again
          </button>
        }
      >
        <p role="alert">{wishlist.error.message}</p>
      </PageMessage>
    );
  }

  const entries = wishlist.data;
  if (entries.length === 0) {
    return (
      <PageMessage
        icon={Heart}
        title="Wishlist is Empty"
        actions={
          <Link to="/shop" className={pageMessageClasses.primaryAction}>
            Continue Shopping
          </Link>
        }
      >
        <p>Tap the heart on any product to save it here for later.</p>
      </PageMessage>
    );
  }

  return (
    <Page>
      <header className={styles.header}>
        <PageTitle size="medium">My Wishlist</PageTitle>
        <p className={styles.count}>
          {entries.length} {entries.length === 1 ? 'item' : 'items'}
        </p>
      </header>
      <ul className={styles.grid}>
        {entries.map((entry) => (
          <WishlistCard key={entry._id} entry={entry} userId={userId} categoryName={categoryName(entry.product.category)} />
        ))}
      </ul>
    </Page>
  );
}

/** /wishlist: needs a session (the list is keyed by the stored user id). */
export default function WishlistPage() {
  useDocumentTitle('Wishlist');
  const signedIn = useSignedIn();
  const { userId } = useCartWishlist();
  return signedIn ? <WishlistContent userId={userId} /> : <SignInPrompt />;
}
