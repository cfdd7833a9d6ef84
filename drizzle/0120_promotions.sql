-- Promotions (issue 21, ADR 60): coupon codes and automatic discounts, their uses, and the discount on orders.
create table promotions (
  id uuid primary key default gen_random_uuid(),
  -- Upper-case; null for an automatic discount (applies without a code).
  code text,
  name text not null,
  kind text not null,
  -- Percent (1-100) for 'percent', paise for 'fixed'.
  value integer not null,
  scope text not null default 'order',
  category_slugs text[] not null default '{}',
  product_ids text[] not null default '{}',
  min_order_paise integer not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer,
  per_customer_limit integer,
  -- Uses by orders that still stand: taken in the order's transaction, given back when its goods return.
  used_count integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint promotions_kind_check check (kind in ('percent', 'fixed')),
  constraint promotions_scope_check check (scope in ('order', 'categories', 'products')),
  constraint promotions_value_check check (value > 0 and (kind <> 'percent' or value <= 100)),
  constraint promotions_limits_check check (
    min_order_paise >= 0 and used_count >= 0 and (usage_limit is null or (usage_limit > 0 and used_count <= usage_limit))
    and (per_customer_limit is null or per_customer_limit > 0)
  ),
  constraint promotions_dates_check check (starts_at is null or ends_at is null or starts_at < ends_at)
);
--> statement-breakpoint
create unique index promotions_code_unique on promotions (code) where code is not null;
--> statement-breakpoint
-- One customer's standing uses of one promotion: the per-customer limit is checked in the upsert that counts it.
create table promotion_customer_uses (
  promotion_id uuid not null references promotions(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  uses integer not null default 0,
  primary key (promotion_id, user_id),
  constraint promotion_customer_uses_check check (uses >= 0)
);
--> statement-breakpoint
-- Which promotion an order used, so that its use can be given back exactly once.
create table promotion_uses (
  id uuid primary key default gen_random_uuid(),
  promotion_id uuid not null references promotions(id) on delete cascade,
  order_id uuid not null references orders(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  discount_paise integer not null,
  created_at timestamptz not null default now(),
  released_at timestamptz,
  constraint promotion_uses_order_unique unique (promotion_id, order_id)
);
--> statement-breakpoint
create index promotion_uses_order_idx on promotion_uses (order_id);
--> statement-breakpoint
alter table orders add column discount_paise integer not null default 0;
--> statement-breakpoint
alter table orders add column discount_label text;
--> statement-breakpoint
alter table orders add constraint orders_discount_check check (discount_paise >= 0 and discount_paise <= subtotal_paise);
--> statement-breakpoint
-- The line's share of the order's discount: its taxable value is line_total_paise - discount_paise.
alter table order_lines add column discount_paise integer not null default 0;
--> statement-breakpoint
alter table order_lines add constraint order_lines_discount_check check (discount_paise >= 0 and discount_paise <= line_total_paise);
