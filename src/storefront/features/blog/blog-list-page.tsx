import { useState, type ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { ALL_BLOG_CATEGORIES } from '../../../shared/content/blog-options';
import { useBlogCategories } from '../../api/blogs/get-blog-categories';
import { useBlogs } from '../../api/blogs/get-blogs';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HydrateLater } from '../../components/hydrate-later/hydrate-later';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { BlogFilters } from './blog-filters';
import { BlogStats } from './blog-stats';
import { FeaturedPost, FeaturedPostSkeleton } from './featured-post';
import { NewsletterBox } from './newsletter-box';
import { Page, PageTitle } from '../../components/page/page';
import styles from './blog-list-page.module.css';

const SEARCH_DEBOUNCE_MS = 250;

export default function BlogListPage() {
  useDocumentTitle('Blog');
  const [search, setSearch] = useState('');
  const [chip, setChip] = useState<string>(ALL_BLOG_CATEGORIES);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const category = chip === ALL_BLOG_CATEGORIES ? undefined : chip;

  // The featured post is the newest of all posts, whatever the filters say.
  const all = useBlogs({});
  const categories = useBlogCategories();
  const categoryNames = categories.data?.map((entry) => entry.name) ?? [];
  const filtered = useBlogs({ q, category });
  const featured = all.data?.[0];
  const posts = filtered.data ?? [];
  const filtering = q !== '' || category !== undefined;

  const clearFilters = () => {
    setSearch('');
    setChip(ALL_BLOG_CATEGORIES);
  };

  let results: ReactNode;
  if (filtered.isPending) {
    results = (
      <div className={styles.grid} aria-busy="true" aria-label="Loading articles">
        {Array.from({ length: 4 }, (_, index) => (
          <BlogCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (filtered.isError && !filtered.data) {
    results = (
      <div className={styles.notice} role="alert">
        <p>{filtered.error.message}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void filtered.refetch()}>
          Try Again
        </button>
      </div>
    );
  } else if (posts.length === 0) {
    results = (
      <div className={styles.notice}>
        <SearchX aria-hidden="true" size={40} className={styles.noticeIcon} />
        <h3 className={styles.noticeTitle}>No blogs found</h3>
        <p>No blogs match your current search criteria.</p>
        <button type="button" className={styles.primaryButton} onClick={clearFilters}>
          Clear Filters
        </button>
      </div>
    );
  } else {
    results = (
      <div className={`${styles.grid} ${filtered.isPlaceholderData ? styles.stale : ''}`}>
        {/* A card a task, after the rest of the page (ADR 71). */}
        {posts.map((post) => (
          <HydrateLater key={post.id}>
            <BlogCard post={post} />
          </HydrateLater>
        ))}
      </div>
    );
  }

  return (
    <Page>
      <header className={styles.header}>
        <PageTitle>Our Blog</PageTitle>
        <p className={styles.intro}>Ideas, guides and stories about lighting, wiring and smarter homes across India.</p>
      </header>

      {all.isPending ? (
        // Nothing under the header is drawn before the posts: drawn early, it would jump down under
        // the featured post when they arrive (layout shift).
        <div className={styles.pending}>
          <FeaturedPostSkeleton />
        </div>
      ) : (
        <>
          {featured && (
            <HydrateLater>
              <FeaturedPost post={featured} />
            </HydrateLater>
          )}

          <div className={styles.filters}>
            <BlogFilters search={search} onSearchChange={setSearch} categories={categoryNames} chip={chip} onChipChange={setChip} />
          </div>

          <div className={styles.layout}>
            <section aria-labelledby="blog-articles-title" className={styles.articles}>
              <h2 id="blog-articles-title" className={styles.sectionTitle}>
                {filtering ? 'Matching Articles' : 'Latest Articles'}
              </h2>
              <p className="visually-hidden" role="status">
                {filtered.isPending ? '' : `${posts.length} ${posts.length === 1 ? 'article' : 'articles'} found`}
              </p>
              {results}
            </section>
            <HydrateLater>
              <aside className={styles.aside} aria-label="Blog statistics and newsletter">
                <BlogStats />
                <NewsletterBox />
              </aside>
            </HydrateLater>
          </div>
        </>
      )}
    </Page>
  );
}
