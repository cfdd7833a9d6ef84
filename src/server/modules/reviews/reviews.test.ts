import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, AdminReviewList, HelpfulVote, MyReviewState, Review, ReviewList } from '../../../shared/catalog/review.schema.js';
import type { Product, ProductSummary } from '../../../shared/catalog/product.schema.js';
import { queryRows } from '../../db/client.js';
import { createOrderWith } from '../../test/delivered-order.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let staff: { token: string };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

/** Listed products, in stock, none reviewed yet: each test takes its own. */
let productPool: { id: string; rating: number; review_count: number }[] = [];
async function freshProduct(): Promise<{ id: string; rating: number; reviewCount: number }> {
  if (productPool.length === 0)
    productPool = await queryRows(
      t.database.db,
      sql`select id, rating, review_count from products where deleted_at is null and status = 'active' and stock > 0 and review_count > 0 order by id limit 40`,
    );
  const next = productPool.shift();
  if (!next) throw new Error('no product left');
  return { id: next.id, rating: Number(next.rating), reviewCount: Number(next.review_count) };
}

async function buyer(productId: string, status = 'Delivered') {
  const shopper = await createSignedInCustomer(t.database.db);
  await createOrderWith(t.database.db, shopper.id, [productId], status);
  return shopper;
}

function postReview(productId: string, token: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews`, headers: bearer(token), payload: body });
}

async function product(id: string): Promise<Product> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Product>();
}

async function reviews(id: string, query = ''): Promise<ReviewList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReviewList>();
}

describe('who may review', () => {
  it('a shopper with a delivered order of the product may; others may not', async () => {
    const p = await freshProduct();
    const visitor = await t.app.inject({ method: 'POST', url: `/api/products/${p.id}/reviews`, payload: { rating: 5, comment: 'Great' } });
    expect(visitor.statusCode).toBe(401);

    const never = await createSignedInCustomer(t.database.db);
    const refused = await postReview(p.id, never.token, { rating: 5, comment: 'Great' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Only shoppers who received this product can review it' });

    const onTheRoad = await buyer(p.id, 'Shipped');
    expect((await postReview(p.id, onTheRoad.token, { rating: 4, comment: 'Not here yet' })).statusCode).toBe(403);
    const state = await t.app.inject({ method: 'GET', url: `/api/products/${p.id}/reviews/mine`, headers: bearer(onTheRoad.token) });
    expect(state.json<MyReviewState>()).toMatchObject({ eligible: false, review: null });

    const received = await buyer(p.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${p.id}/reviews/mine`, headers: bearer(received.token) })).json<MyReviewState>(),
    ).toMatchObject({
      eligible: true,
      review: null,
    });
    const res = await postReview(p.id, received.token, { rating: 4, title: 'Bright and cool', comment: 'Lights the whole room.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Review>()).toMatchObject({
      rating: 4,
      title: 'Bright and cool',
      comment: 'Lights the whole room.',
      verifiedPurchase: true,
      author: 'Test S.',
      helpfulCount: 0,
    });
  });

  it('checks every field and the product', async () => {
    const p = await freshProduct();
    const shopper = await buyer(p.id);
    const noStars = await postReview(p.id, shopper.token, { rating: 0, comment: 'x' });
    expect(noStars.statusCode).toBe(400);
    expect(noStars.json()).toMatchObject({ message: 'Please choose a rating from 1 to 5', field: 'rating' });
    expect((await postReview(p.id, shopper.token, { rating: 4.5, comment: 'x' })).json()).toMatchObject({ field: 'rating' });
    expect((await postReview(p.id, shopper.token, { rating: 4, comment: '   ' })).json()).toMatchObject({ field: 'comment' });
    expect((await postReview(p.id, shopper.token, { rating: 4, comment: 'x'.repeat(2001) })).json()).toMatchObject({ field: 'comment' });
    const foreignPhoto = await postReview(p.id, shopper.token, { rating: 4, comment: 'ok', photos: ['https://evil.example/x.jpg'] });
    expect(foreignPhoto.json()).toMatchObject({ field: 'photos.0' });
    const missingPhoto = await postReview(p.id, shopper.token, { rating: 4, comment: 'ok', photos: ['/media/uploads/0123456789abcdef0123-md.webp'] });
    expect(missingPhoto.statusCode).toBe(400);
    expect((await postReview('no-such-product', shopper.token, { rating: 4, comment: 'ok' })).statusCode).toBe(404);
  });
});

describe('one review per product, editable', () => {
  it('a second review is refused; the first is edited in place', async () => {
    const p = await freshProduct();
    const shopper = await buyer(p.id);
    const first = await postReview(p.id, shopper.token, { rating: 2, comment: 'Flickers' });
    expect(first.statusCode).toBe(201);
    const again = await postReview(p.id, shopper.token, { rating: 5, comment: 'Second thoughts' });
    expect(again.statusCode).toBe(409);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/reviews/mine`,
      headers: bearer(shopper.token),
      payload: { rating: 5, comment: 'It was the old switch; works perfectly now' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<Review>()).toMatchObject({ _id: first.json<Review>()._id, rating: 5, comment: 'It was the old switch; works perfectly now' });
    const list = await reviews(p.id);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ rating: 5 });

    const other = await createSignedInCustomer(t.database.db);
    const noReview = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/reviews/mine`,
      headers: bearer(other.token),
      payload: { rating: 3, comment: 'x' },
    });
    expect(noReview.statusCode).toBe(404);
  });

  it('takes photos uploaded by the product image rules', async () => {
    const p = await freshProduct();
    const shopper = await buyer(p.id);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const upload = multipartFile('file', 'fan.png', 'image/png', png);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/photos',
      headers: { ...upload.headers, ...bearer(shopper.token) },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/uploads\/[a-z0-9]{20}-md\.webp$/);

    const notImage = multipartFile('file', 'fan.png', 'image/png', Buffer.from('not an image at all'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/photos',
      headers: { ...notImage.headers, ...bearer(shopper.token) },
      payload: notImage.payload,
    });
    expect(refused.statusCode).toBe(415);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/reviews/photos', headers: upload.headers, payload: upload.payload });
    expect(anonymous.statusCode).toBe(401);

    const res = await postReview(p.id, shopper.token, { rating: 5, comment: 'See the finish', photos: [url] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Review>().photos).toEqual([url]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe("the product's rating comes from its reviews once it has any", () => {
  it('seed numbers stand without reviews, reviews replace them, hiding every review brings them back', async () => {
    const p = await freshProduct();
    expect(await product(p.id)).toMatchObject({ rating: p.rating, reviewCount: p.reviewCount });
    const [before] = await queryRows<{ rating_source: string }>(t.database.db, sql`select rating_source from products where id = ${p.id}`);
    expect(before?.rating_source).toBe('seed');

    const shown = await product(p.id);
    const listUrl = `/api/products?category=${shown.category}&sub=${shown.subCategory}&pageSize=100`;
    const inList = async () => {
      const res = await t.app.inject({ method: 'GET', url: listUrl });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: ProductSummary[] }>().items.find((item) => item._id === p.id);
    };
    // Read once so the list is in the catalog cache and index before the reviews change it.
    expect(await inList()).toMatchObject({ rating: p.rating, reviewCount: p.reviewCount });

    const a = await buyer(p.id);
    const b = await buyer(p.id);
    await postReview(p.id, a.token, { rating: 5, comment: 'Excellent' });
    const second = await postReview(p.id, b.token, { rating: 2, comment: 'Too dim' });
    // The product's own page and the lists show the reviews' numbers at once (the catalog cache and index follow).
    expect(await product(p.id)).toMatchObject({ rating: 3.5, reviewCount: 2 });
    expect(await inList()).toMatchObject({ rating: 3.5, reviewCount: 2 });
    const [after] = await queryRows<{ rating_source: string }>(t.database.db, sql`select rating_source from products where id = ${p.id}`);
    expect(after?.rating_source).toBe('reviews');

    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${second.json<Review>()._id}/hide`,
      headers: bearer(staff.token),
      payload: { reason: 'Abusive language' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await product(p.id)).toMatchObject({ rating: 5, reviewCount: 1 });

    const firstId = (await reviews(p.id)).items[0]?._id ?? '';
    await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${firstId}/hide`, headers: bearer(staff.token), payload: { reason: 'Spam link' } });
    expect(await product(p.id)).toMatchObject({ rating: p.rating, reviewCount: p.reviewCount });
    const [reverted] = await queryRows<{ rating_source: string }>(t.database.db, sql`select rating_source from products where id = ${p.id}`);
    expect(reverted?.rating_source).toBe('seed');
  });
});

describe('staff hide a review with a reason', () => {
  it('hides, audits, shows the reason to its author, and can show it again', async () => {
    const p = await freshProduct();
    const shopper = await buyer(p.id);
    const review = (await postReview(p.id, shopper.token, { rating: 1, comment: 'Buy elsewhere: example.com' })).json<Review>();

    const customer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review._id}/hide`,
      headers: bearer(shopper.token),
      payload: { reason: 'x' },
    });
    expect(customer.statusCode).toBe(403);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review._id}/hide`,
      headers: bearer(staff.token),
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: 'reason' });

    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review._id}/hide`,
      headers: bearer(staff.token),
      payload: { reason: 'Advertises another shop' },
    });
    expect(hidden.json<AdminReview>()).toMatchObject({ hidden: true, hiddenReason: 'Advertises another shop', productId: p.id });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review._id}/hide`,
      headers: bearer(staff.token),
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);

    expect((await reviews(p.id)).total).toBe(0);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/products/${p.id}/reviews/mine`, headers: bearer(shopper.token) })).json<MyReviewState>();
    expect(mine.review).toMatchObject({ hidden: true, hiddenReason: 'Advertises another shop' });

    const [audit] = await queryRows<{ action: string; details: { reason: string } }>(
      t.database.db,
      sql`select action, details from audit_log where entity = 'review' and entity_id = ${review._id} order by created_at limit 1`,
    );
    expect(audit).toMatchObject({ action: 'review.hide', details: { reason: 'Advertises another shop' } });

    const list = await t.app.inject({ method: 'GET', url: `/api/admin/reviews?visibility=hidden&productId=${p.id}`, headers: bearer(staff.token) });
    expect(list.json<AdminReviewList>().items.map((r) => r._id)).toEqual([review._id]);

    const shown = await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${review._id}/unhide`, headers: bearer(staff.token) });
    expect(shown.json<AdminReview>()).toMatchObject({ hidden: false, hiddenReason: null });
    expect((await reviews(p.id)).total).toBe(1);
  });
});

describe('the product page lists', () => {
  it('pages newest and most helpful first, with the distribution, and counts a helpful vote once per shopper', async () => {
    const p = await freshProduct();
    const writers = [];
    for (const rating of [5, 4, 4, 2, 1, 5, 3]) {
      const w = await buyer(p.id);
      const res = await postReview(p.id, w.token, { rating, comment: `Stars: ${rating}` });
      expect(res.statusCode).toBe(201);
      writers.push({ ...w, review: res.json<Review>() });
    }
    const first = await reviews(p.id, '?pageSize=3');
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3, distribution: { '1': 1, '2': 1, '3': 1, '4': 2, '5': 2 }, average: 3.4 });
    expect(first.items.map((r) => r.comment)).toEqual(['Stars: 3', 'Stars: 5', 'Stars: 1']);
    const third = await reviews(p.id, '?pageSize=3&page=3');
    expect(third.items.map((r) => r.comment)).toEqual(['Stars: 5']);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${p.id}/reviews?pageSize=99` })).json()).toMatchObject({ field: 'pageSize' });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${p.id}/reviews?sort=best` })).json()).toMatchObject({ field: 'sort' });

    const target = writers[1]!.review;
    const voter = writers[0]!;
    const vote = () => t.app.inject({ method: 'PUT', url: `/api/reviews/${target._id}/helpful`, headers: bearer(voter.token) });
    expect((await vote()).json<HelpfulVote>()).toEqual({ helpfulCount: 1, voted: true });
    expect((await vote()).json<HelpfulVote>()).toEqual({ helpfulCount: 1, voted: true });
    const another = await t.app.inject({ method: 'PUT', url: `/api/reviews/${target._id}/helpful`, headers: bearer(writers[2]!.token) });
    expect(another.json<HelpfulVote>()).toEqual({ helpfulCount: 2, voted: true });
    const own = await t.app.inject({ method: 'PUT', url: `/api/reviews/${target._id}/helpful`, headers: bearer(writers[1]!.token) });
    expect(own.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/reviews/${target._id}/helpful` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/reviews/00000000-0000-4000-8000-000000000000/helpful', headers: bearer(voter.token) })).statusCode,
    ).toBe(404);

    const helpful = await reviews(p.id, '?sort=helpful&pageSize=2');
    expect(helpful.items[0]).toMatchObject({ _id: target._id, helpfulCount: 2 });
    const mine = (await t.app.inject({ method: 'GET', url: `/api/products/${p.id}/reviews/mine`, headers: bearer(voter.token) })).json<MyReviewState>();
    expect(mine.helpfulReviewIds).toEqual([target._id]);

    const taken = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${target._id}/helpful`, headers: bearer(voter.token) });
    expect(taken.json<HelpfulVote>()).toEqual({ helpfulCount: 1, voted: false });
    const takenAgain = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${target._id}/helpful`, headers: bearer(voter.token) });
    expect(takenAgain.json<HelpfulVote>()).toEqual({ helpfulCount: 1, voted: false });
  });

  it('an unknown product has no reviews page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products/no-such-product/reviews' })).statusCode).toBe(404);
  });
});
